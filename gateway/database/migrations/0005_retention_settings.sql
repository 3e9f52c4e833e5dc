CREATE TABLE "retention_settings" (
	"scope" text NOT NULL,
	"owner_id" text NOT NULL,
	"bodies_days" integer NOT NULL,
	"metadata_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_scope_owner_id_pk" PRIMARY KEY("scope","owner_id")
);

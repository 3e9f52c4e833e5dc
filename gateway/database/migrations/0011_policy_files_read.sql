-- Policy documents really read (issue 29): each document's status (PENDING until read and embedded after it is added,
-- INDEXED, or FAILED with the reason), who added it (its embeddings are asked for them), the model its passages were
-- embedded with, the passages themselves with their vectors, and the organization's settings (its embedding model).
-- The chunk counts kept before were estimates from the size: they are cleared, and documents with bytes are read
-- again at start-up; one never fetched (added from a URL before documents were fetched) has nothing to read.
ALTER TABLE "compliance_files" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD COLUMN "added_by" text;--> statement-breakpoint
UPDATE "compliance_files" SET "chunks" = 0, "embeddings" = 0;--> statement-breakpoint
UPDATE "compliance_files" SET "status" = 'FAILED', "status_reason" = 'The document was never fetched: add it again.' WHERE "content" IS NULL;--> statement-breakpoint
CREATE TABLE "policy_file_chunks" (
	"file_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"embedding" real[],
	CONSTRAINT "policy_file_chunks_file_id_position_pk" PRIMARY KEY("file_id","position")
);--> statement-breakpoint
ALTER TABLE "policy_file_chunks" ADD CONSTRAINT "policy_file_chunks_file_id_compliance_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."compliance_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "organization_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"embedding_model" text
);--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;

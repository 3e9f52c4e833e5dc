-- The tamper-evident audit log (issue 29): one hash chain per organization, and its head (count, last hash, sealed),
-- written with every entry in the change's own transaction; the head row doubles as the per-organization lock. No
-- foreign keys: entries outlive what they describe, and nothing updates or deletes one.
CREATE TABLE "audit_entries" (
	"organization_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"at" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"department_id" text,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text NOT NULL,
	"before" text,
	"after" text,
	"address" text,
	"previous_seal" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_organization_id_sequence_pk" PRIMARY KEY("organization_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "audit_heads" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"hash" text NOT NULL,
	"seal" text NOT NULL
);

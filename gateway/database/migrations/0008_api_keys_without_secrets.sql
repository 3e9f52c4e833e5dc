-- API keys without secrets at rest (issue 27): a key keeps the SHA-256 of its secret, a short prefix and its masked
-- form (first 5, "...", last 5, as core/api-keys/masked-api-key.ts), with its settings; the request logs keep the
-- masked form (every key was longer than 10 characters). Written by hand: existing keys are rewritten before their values are dropped. The old values stay in
-- the tables' dead rows and in the write-ahead log until the tables are rewritten and the log is checkpointed, which
-- cannot happen inside a migration's transaction: the row in secret_scrubs_due has the next start do it.
CREATE TABLE "secret_scrubs_due" (
	"reason" text PRIMARY KEY NOT NULL,
	"tables" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_api_keys" DROP CONSTRAINT "user_api_keys_value_unique";
--> statement-breakpoint
ALTER TABLE "department_user_api_keys" DROP CONSTRAINT "department_user_api_keys_value_unique";
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD COLUMN "secret_hash" text, ADD COLUMN "lookup_prefix" text, ADD COLUMN "masked_value" text, ADD COLUMN "name" text,
	ADD COLUMN "expires_at" timestamp with time zone, ADD COLUMN "monthly_budget_usd" double precision,
	ADD COLUMN "requests_per_minute" integer, ADD COLUMN "tokens_per_minute" integer, ADD COLUMN "allowed_models" text[],
	ADD COLUMN "created_by" text, ADD COLUMN "revoked_at" timestamp with time zone, ADD COLUMN "previous_secret_hash" text,
	ADD COLUMN "previous_secret_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "department_user_api_keys" ADD COLUMN "secret_hash" text, ADD COLUMN "lookup_prefix" text, ADD COLUMN "masked_value" text, ADD COLUMN "name" text,
	ADD COLUMN "expires_at" timestamp with time zone, ADD COLUMN "monthly_budget_usd" double precision,
	ADD COLUMN "requests_per_minute" integer, ADD COLUMN "tokens_per_minute" integer, ADD COLUMN "allowed_models" text[],
	ADD COLUMN "created_by" text, ADD COLUMN "revoked_at" timestamp with time zone, ADD COLUMN "previous_secret_hash" text,
	ADD COLUMN "previous_secret_until" timestamp with time zone;
--> statement-breakpoint
-- Names by creation order per owner; a person made their own keys, a department key's maker is not known.
UPDATE "user_api_keys" AS "key" SET
	"secret_hash" = encode(sha256(convert_to("key"."value", 'UTF8')), 'hex'),
	"lookup_prefix" = left("key"."value", 8),
	"masked_value" = left("key"."value", 5) || '...' || right("key"."value", 5),
	"name" = 'Key ' || "numbered"."n",
	"created_by" = (SELECT "email" FROM "users" WHERE "users"."id" = "key"."user_id")
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS "n" FROM "user_api_keys") AS "numbered"
WHERE "numbered"."id" = "key"."id";
--> statement-breakpoint
UPDATE "department_user_api_keys" AS "key" SET
	"secret_hash" = encode(sha256(convert_to("key"."value", 'UTF8')), 'hex'),
	"lookup_prefix" = left("key"."value", 8),
	"masked_value" = left("key"."value", 5) || '...' || right("key"."value", 5),
	"name" = 'Key ' || "numbered"."n",
	"created_by" = NULL
FROM (SELECT "id", row_number() OVER (PARTITION BY "department_user_id" ORDER BY "created_at", "id") AS "n" FROM "department_user_api_keys") AS "numbered"
WHERE "numbered"."id" = "key"."id";
--> statement-breakpoint
ALTER TABLE "user_api_keys" DROP COLUMN "value";
--> statement-breakpoint
ALTER TABLE "user_api_keys" ALTER COLUMN "secret_hash" SET NOT NULL, ALTER COLUMN "lookup_prefix" SET NOT NULL,
	ALTER COLUMN "masked_value" SET NOT NULL, ALTER COLUMN "name" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD CONSTRAINT "user_api_keys_secret_hash_unique" UNIQUE("secret_hash");
--> statement-breakpoint
CREATE INDEX "user_api_keys_previous_secret_hash_idx" ON "user_api_keys" USING btree ("previous_secret_hash");
--> statement-breakpoint
ALTER TABLE "department_user_api_keys" DROP COLUMN "value";
--> statement-breakpoint
ALTER TABLE "department_user_api_keys" ALTER COLUMN "secret_hash" SET NOT NULL, ALTER COLUMN "lookup_prefix" SET NOT NULL,
	ALTER COLUMN "masked_value" SET NOT NULL, ALTER COLUMN "name" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "department_user_api_keys" ADD CONSTRAINT "department_user_api_keys_secret_hash_unique" UNIQUE("secret_hash");
--> statement-breakpoint
CREATE INDEX "department_user_api_keys_previous_secret_hash_idx" ON "department_user_api_keys" USING btree ("previous_secret_hash");
--> statement-breakpoint
UPDATE "chat_history" SET "apikey" = left("apikey", 5) || '...' || right("apikey", 5)
WHERE "apikey" IS NOT NULL AND "apikey" <> 'playground' AND "apikey" !~ '^.{5}\.\.\..{5}$';
--> statement-breakpoint
CREATE INDEX "chat_history_api_key_created_idx" ON "chat_history" USING btree ("api_key_id","created_at");
--> statement-breakpoint
INSERT INTO "secret_scrubs_due" ("reason", "tables")
VALUES ('0008_api_keys_without_secrets', ARRAY['user_api_keys', 'department_user_api_keys', 'chat_history']);

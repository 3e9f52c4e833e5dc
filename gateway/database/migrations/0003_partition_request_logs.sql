-- Request logs partitioned by month of created_at (declarative partitioning), with their bodies in a table of their
-- own so the two can be kept for different times. Written by hand: drizzle-kit cannot express partitioning.
-- Every row of the earlier table is kept: metadata in chat_history, bodies in chat_history_bodies.

-- Creates the month's partition of a request-log table (chat_history or chat_history_bodies) when missing: the UTC
-- month holding `month`, named <table>_pYYYYMM. Rows of that month already in the default partition move into it,
-- so a month can be added at any time. The advisory lock makes concurrent callers (several gateway instances) wait
-- for one another instead of both creating it.
CREATE FUNCTION "request_log_month_partition"(parent text, month date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	first_day timestamptz := date_trunc('month', month)::timestamp AT TIME ZONE 'UTC';
	next_first_day timestamptz := (date_trunc('month', month) + interval '1 month')::timestamp AT TIME ZONE 'UTC';
	partition_name text := parent || '_p' || to_char(date_trunc('month', month), 'YYYYMM');
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext(partition_name));
	IF to_regclass(partition_name) IS NOT NULL THEN
		RETURN;
	END IF;
	EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', partition_name, parent);
	EXECUTE format(
		'WITH moved AS (DELETE FROM %I WHERE created_at >= $1 AND created_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
		parent || '_pdefault', partition_name
	) USING first_day, next_first_day;
	EXECUTE format(
		'ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
		parent, partition_name, first_day, next_first_day
	);
END;
$$;
--> statement-breakpoint
ALTER TABLE "chat_history" RENAME TO "chat_history_before_partitioning";
--> statement-breakpoint
DROP INDEX "chat_history_user_created_idx";
--> statement-breakpoint
DROP INDEX "chat_history_user_endpoint_created_idx";
--> statement-breakpoint
DROP INDEX "chat_history_organization_created_idx";
--> statement-breakpoint
DROP INDEX "chat_history_department_created_idx";
--> statement-breakpoint
DROP INDEX "chat_history_created_idx";
--> statement-breakpoint
CREATE TABLE "chat_history" (
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"apikey" text,
	"organization_id" text,
	"department_id" text,
	"department_user_id" text,
	"api_key_id" text,
	"vendor" text NOT NULL,
	"model" text NOT NULL,
	"served_model" text,
	"provider_model" text,
	"query" text DEFAULT '' NOT NULL,
	"status_code" integer NOT NULL,
	"error" text,
	"time_to_first_token" double precision,
	"generation_duration" double precision,
	"token_rate" double precision,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"tokens_in_cost" double precision DEFAULT 0 NOT NULL,
	"tokens_out_cost" double precision DEFAULT 0 NOT NULL,
	"total_cost" double precision DEFAULT 0 NOT NULL,
	"usage_estimated" boolean DEFAULT false NOT NULL,
	"is_stream" boolean DEFAULT false NOT NULL,
	"renewable_percentage" double precision,
	"routing_strategy" text,
	"routing_reason" text,
	"endpoint" text DEFAULT 'chat' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_history_created_at_id_pk" PRIMARY KEY("created_at","id")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "chat_history_bodies" (
	"id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"request_content" text,
	"response_content" text,
	"tools" text,
	"response_format" text,
	"tool_calls" text,
	CONSTRAINT "chat_history_bodies_created_at_id_pk" PRIMARY KEY("created_at","id")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
-- Rows of a month with no partition yet (a clock far ahead, an old import) land here until their month is made.
CREATE TABLE "chat_history_pdefault" PARTITION OF "chat_history" DEFAULT;
--> statement-breakpoint
CREATE TABLE "chat_history_bodies_pdefault" PARTITION OF "chat_history_bodies" DEFAULT;
--> statement-breakpoint
-- A partition for every month from the earliest request kept to the month after this one (or the latest request).
SELECT "request_log_month_partition"(log_table, month::date)
FROM (VALUES ('chat_history'), ('chat_history_bodies')) AS log_tables(log_table),
	generate_series(
		date_trunc('month', coalesce((SELECT min("created_at") FROM "chat_history_before_partitioning"), now()) AT TIME ZONE 'UTC'),
		date_trunc('month', greatest(coalesce((SELECT max("created_at") FROM "chat_history_before_partitioning"), now()), now()) AT TIME ZONE 'UTC') + interval '1 month',
		interval '1 month'
	) AS month;
--> statement-breakpoint
INSERT INTO "chat_history" (
	"id", "user_id", "apikey", "organization_id", "department_id", "department_user_id", "api_key_id", "vendor",
	"model", "served_model", "provider_model", "query", "status_code", "error", "time_to_first_token",
	"generation_duration", "token_rate", "tokens_in", "tokens_out", "total_tokens", "tokens_in_cost",
	"tokens_out_cost", "total_cost", "usage_estimated", "is_stream", "renewable_percentage", "routing_strategy",
	"routing_reason", "endpoint", "created_at"
)
SELECT
	"id", "user_id", "apikey", "organization_id", "department_id", "department_user_id", "api_key_id", "vendor",
	"model", "served_model", "provider_model", "query", "status_code", "error", "time_to_first_token",
	"generation_duration", "token_rate", "tokens_in", "tokens_out", "total_tokens", "tokens_in_cost",
	"tokens_out_cost", "total_cost", "usage_estimated", "is_stream", "renewable_percentage", "routing_strategy",
	"routing_reason", "endpoint", "created_at"
FROM "chat_history_before_partitioning";
--> statement-breakpoint
INSERT INTO "chat_history_bodies" (
	"id", "created_at", "user_id", "organization_id", "request_content", "response_content", "tools",
	"response_format", "tool_calls"
)
SELECT
	"id", "created_at", "user_id", "organization_id", "request_content", "response_content", "tools",
	"response_format", "tool_calls"
FROM "chat_history_before_partitioning"
WHERE num_nonnulls("request_content", "response_content", "tools", "response_format", "tool_calls") > 0;
--> statement-breakpoint
DROP TABLE "chat_history_before_partitioning";
--> statement-breakpoint
ALTER TABLE "chat_history" ADD CONSTRAINT "chat_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_history_bodies" ADD CONSTRAINT "chat_history_bodies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chat_history_user_cursor_idx" ON "chat_history" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_user_model_idx" ON "chat_history" USING btree ("user_id","model","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_user_vendor_idx" ON "chat_history" USING btree ("user_id","vendor","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_user_apikey_idx" ON "chat_history" USING btree ("user_id","apikey","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_user_status_idx" ON "chat_history" USING btree ("user_id","status_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_user_errors_idx" ON "chat_history" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status_code >= 400;
--> statement-breakpoint
CREATE INDEX "chat_history_user_endpoint_idx" ON "chat_history" USING btree ("user_id","endpoint","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_user_department_idx" ON "chat_history" USING btree ("user_id","department_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_organization_cursor_idx" ON "chat_history" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "chat_history_department_created_idx" ON "chat_history" USING btree ("department_id","created_at");
--> statement-breakpoint
CREATE INDEX "chat_history_created_idx" ON "chat_history" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "chat_history_id_idx" ON "chat_history" USING btree ("id");

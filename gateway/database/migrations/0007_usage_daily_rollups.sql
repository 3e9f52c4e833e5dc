-- A day grain beside the hour grain of chat_history_hourly: a daily or weekly series, and the whole days of the usage
-- logs' totals, read one row per day instead of 24 hours of 541-bucket histograms. Written by hand: drizzle-kit
-- cannot express triggers. `grain` joins the rollup key; `hour` is the first hour of the rollup's hour or UTC day.
-- A day is always the sum of its hours: the merge rule below adds each statement's hours, then their days.
ALTER TABLE "chat_history_hourly" ADD COLUMN "grain" text DEFAULT 'hour' NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_history_hourly" ALTER COLUMN "grain" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "chat_history_hourly" ADD CONSTRAINT "chat_history_hourly_grain_check" CHECK ("chat_history_hourly"."grain" in ('hour', 'day'));
--> statement-breakpoint
ALTER TABLE "chat_history_hourly" DROP CONSTRAINT "chat_history_hourly_user_id_organization_id_department_id_hour_pk";
--> statement-breakpoint
ALTER TABLE "chat_history_hourly" ADD CONSTRAINT "chat_history_hourly_user_id_organization_id_department_id_grain_hour_pk" PRIMARY KEY("user_id","organization_id","department_id","grain","hour");
--> statement-breakpoint
DROP INDEX "chat_history_hourly_user_hour_idx";
--> statement-breakpoint
CREATE INDEX "chat_history_hourly_user_grain_hour_idx" ON "chat_history_hourly" USING btree ("user_id","grain","hour");
--> statement-breakpoint
DROP INDEX "chat_history_hourly_organization_idx";
--> statement-breakpoint
CREATE INDEX "chat_history_hourly_organization_idx" ON "chat_history_hourly" USING btree ("organization_id","department_id","grain","hour");
--> statement-breakpoint
-- The element-wise sum of latency histograms (usage_histogram_add over rows).
CREATE AGGREGATE "usage_histogram_sum"(integer[]) (SFUNC = usage_histogram_add, STYPE = integer[]);
--> statement-breakpoint
-- The one statement that adds (sign 1) or takes away (sign -1) the requests of a relation (%I: chat_history, or a
-- trigger's transition table) made in [$2, $3) to or from their hours and their UTC days. The emissions are
-- request-emissions.ts's rule, as gateway/usage-analytics/request-emissions.sql.ts writes it, at the catalogue's
-- energy when recorded.
CREATE OR REPLACE FUNCTION "usage_hourly_rollup_merge_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT $q$
	WITH hours AS (
		SELECT logged.user_id, coalesce(logged.organization_id, '') AS organization_id,
			coalesce(logged.department_id, '') AS department_id,
			date_trunc('hour', logged.created_at, 'UTC') AS hour,
			$1 * count(*) AS requests,
			$1 * count(*) FILTER (WHERE logged.status_code >= 400) AS errors,
			$1 * count(*) FILTER (WHERE logged.total_cost > 0) AS costing,
			$1 * coalesce(sum(logged.tokens_in), 0) AS tokens_in,
			$1 * coalesce(sum(logged.tokens_out), 0) AS tokens_out,
			$1 * coalesce(sum(logged.total_tokens), 0) AS total_tokens,
			$1 * coalesce(sum(logged.total_cost), 0) AS total_cost,
			$1 * coalesce(sum(logged.total_tokens / 1000.0 * coalesce(served.energy_wh_per_thousand_tokens, 0)
				* (1 - least(greatest(coalesce(logged.renewable_percentage, 0) / 100.0, 0), 1)) / 1000.0 * 650), 0)
				AS emissions_grams,
			$1 * count(served.system_name) AS energy_known,
			$1 * count(*) FILTER (WHERE logged.total_cost > 0 AND logged.renewable_percentage IS NULL) AS unshared_costing,
			usage_latency_histogram(array_agg(usage_latency_bucket(logged.time_to_first_token))
				FILTER (WHERE logged.status_code < 400 AND logged.time_to_first_token IS NOT NULL), $1) AS ttft_buckets,
			usage_latency_histogram(array_agg(usage_latency_bucket(logged.generation_duration))
				FILTER (WHERE logged.status_code < 400 AND logged.generation_duration IS NOT NULL), $1) AS duration_buckets
		FROM %I AS logged
		LEFT JOIN provider_models AS served ON served.system_name = logged.served_model
		WHERE logged.created_at >= $2 AND logged.created_at < $3
		GROUP BY 1, 2, 3, 4
	)
	INSERT INTO chat_history_hourly AS rollup (user_id, organization_id, department_id, grain, hour, requests, errors,
		costing, tokens_in, tokens_out, total_tokens, total_cost, emissions_grams, energy_known, unshared_costing,
		ttft_buckets, duration_buckets)
	SELECT user_id, organization_id, department_id, 'hour', hour, requests, errors, costing, tokens_in, tokens_out,
		total_tokens, total_cost, emissions_grams, energy_known, unshared_costing, ttft_buckets, duration_buckets
	FROM hours
	UNION ALL
	SELECT user_id, organization_id, department_id, 'day', date_trunc('day', hour, 'UTC'), sum(requests), sum(errors),
		sum(costing), sum(tokens_in), sum(tokens_out), sum(total_tokens), sum(total_cost), sum(emissions_grams),
		sum(energy_known), sum(unshared_costing), usage_histogram_sum(ttft_buckets), usage_histogram_sum(duration_buckets)
	FROM hours
	GROUP BY 1, 2, 3, 5
	ON CONFLICT (user_id, organization_id, department_id, grain, hour) DO UPDATE SET
		requests = rollup.requests + excluded.requests,
		errors = rollup.errors + excluded.errors,
		costing = rollup.costing + excluded.costing,
		tokens_in = rollup.tokens_in + excluded.tokens_in,
		tokens_out = rollup.tokens_out + excluded.tokens_out,
		total_tokens = rollup.total_tokens + excluded.total_tokens,
		total_cost = rollup.total_cost + excluded.total_cost,
		emissions_grams = rollup.emissions_grams + excluded.emissions_grams,
		energy_known = rollup.energy_known + excluded.energy_known,
		unshared_costing = rollup.unshared_costing + excluded.unshared_costing,
		ttft_buckets = usage_histogram_add(rollup.ttft_buckets, excluded.ttft_buckets),
		duration_buckets = usage_histogram_add(rollup.duration_buckets, excluded.duration_buckets)
	$q$
$$;
--> statement-breakpoint
-- Rebuilds both grains of the UTC days overlapping [range_start, range_end) from chat_history: anything that
-- attaches a month of rows (no trigger fires on ATTACH) calls it after. Days are 24 hours (not interval '1 day',
-- which follows the session's time zone).
CREATE OR REPLACE FUNCTION "usage_hourly_rollup_backfill"(range_start timestamptz, range_end timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	first_day timestamptz := date_trunc('day', range_start, 'UTC');
	after_day timestamptz := date_trunc('day', range_end, 'UTC')
		+ CASE WHEN date_trunc('day', range_end, 'UTC') < range_end THEN interval '24 hours' ELSE interval '0' END;
BEGIN
	DELETE FROM chat_history_hourly WHERE hour >= first_day AND hour < after_day;
	EXECUTE format(usage_hourly_rollup_merge_sql(), 'chat_history') USING 1, first_day, after_day;
END;
$$;
--> statement-breakpoint
-- Keeps both grains in step with chat_history: what a statement inserted is added, what it deleted taken away (an
-- hour or day left with no request goes). Statement-level, over the transition tables: one upsert per batch.
CREATE OR REPLACE FUNCTION "usage_hourly_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		EXECUTE format(usage_hourly_rollup_merge_sql(), 'added') USING 1, '-infinity'::timestamptz, 'infinity'::timestamptz;
	ELSE
		EXECUTE format(usage_hourly_rollup_merge_sql(), 'removed') USING -1, '-infinity'::timestamptz, 'infinity'::timestamptz;
		DELETE FROM chat_history_hourly WHERE requests <= 0
			AND hour >= (SELECT date_trunc('day', min(created_at), 'UTC') FROM removed)
			AND hour <= (SELECT date_trunc('hour', max(created_at), 'UTC') FROM removed);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The days of the requests already logged, summed from their hours.
INSERT INTO chat_history_hourly (user_id, organization_id, department_id, grain, hour, requests, errors, costing,
	tokens_in, tokens_out, total_tokens, total_cost, emissions_grams, energy_known, unshared_costing, ttft_buckets,
	duration_buckets)
SELECT user_id, organization_id, department_id, 'day', date_trunc('day', hour, 'UTC'), sum(requests), sum(errors),
	sum(costing), sum(tokens_in), sum(tokens_out), sum(total_tokens), sum(total_cost), sum(emissions_grams),
	sum(energy_known), sum(unshared_costing), usage_histogram_sum(ttft_buckets), usage_histogram_sum(duration_buckets)
FROM chat_history_hourly
WHERE grain = 'hour'
GROUP BY 1, 2, 3, 5;

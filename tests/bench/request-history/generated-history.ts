import { sql } from "drizzle-orm";
import type { Database } from "../../../gateway/database/database.ts";

/** The history a benchmark reads: one person's requests spread evenly over the months before this one. */
export interface HistoryShape {
  readonly userId: string;
  readonly requests: number;
  readonly months: number;
  readonly keys: number;
  readonly models: number;
}

/** Whether the shape is there already (a kept data folder): generating it again would take minutes. */
export async function historyGenerated(db: Database, shape: HistoryShape): Promise<boolean> {
  const result = (await db.execute(
    sql`select count(*)::int as months from pg_class where relname like 'chat_history_p%' and relkind = 'r'
        and exists (select 1 from chat_history where user_id = ${shape.userId} limit 1)`,
  )) as unknown as { rows: { months: number }[] };
  return (result.rows[0]?.months ?? 0) >= shape.months;
}

/**
 * Writes the shape's requests with SQL alone (generate_series), a month at a time: each month is loaded into a
 * table of its own and then attached as chat_history's partition, so its indexes are built once over the loaded
 * rows rather than row by row, then its rollups (hours and days) are filled. The models are the catalogue's (their prices
 * and energy are joined by the analytics), the keys, departments, statuses, endpoints and timings vary with the row's number.
 */
export async function generateHistory(db: Database, shape: HistoryShape, now: number): Promise<void> {
  await db.execute(sql`insert into users (id, email) values (${shape.userId}, ${`${shape.userId}@bench.test`})
    on conflict (id) do nothing`);
  await db.execute(sql`drop table if exists bench_models`);
  await db.execute(sql`create table bench_models as
    select (row_number() over (order by provider_models.system_name) - 1)::int as slot,
           provider_models.system_name as model, coalesce(providers.name, 'Bench') as vendor
    from provider_models left join providers on providers.id = provider_models.provider_id
    order by provider_models.system_name limit ${shape.models}`);
  const perMonth = Math.ceil(shape.requests / shape.months);
  const thisMonth = new Date(now);
  for (let month = 0; month < shape.months; month++) {
    const first = new Date(
      Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - shape.months + month, 1),
    );
    const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
    const rows = Math.min(perMonth, shape.requests - month * perMonth);
    await loadMonth(db, shape, first, next, month * perMonth, rows);
  }
  await db.execute(sql`drop table bench_models`);
  await db.execute(sql`analyze chat_history`);
}

async function loadMonth(
  db: Database,
  shape: HistoryShape,
  first: Date,
  next: Date,
  offset: number,
  rows: number,
): Promise<void> {
  const name = `chat_history_p${first.toISOString().slice(0, 7).replace("-", "")}`;
  const partition = sql.raw(`"${name}"`);
  await db.execute(sql`drop table if exists ${partition}`);
  await db.execute(sql`create table ${partition} (like chat_history including defaults)`);
  await db.execute(sql`
    insert into ${partition} (
      id, user_id, apikey, organization_id, department_id, api_key_id, vendor, model, served_model, provider_model,
      query, status_code, error, time_to_first_token, generation_duration, token_rate, tokens_in, tokens_out,
      total_tokens, tokens_in_cost, tokens_out_cost, total_cost, is_stream, renewable_percentage, endpoint, created_at
    )
    select
      'bench-' || g, ${shape.userId},
      'mk-bench-' || lpad((g % ${shape.keys})::text, 3, '0') || '-0123456789abcdef',
      case when g % 4 = 0 then 'org-bench' end,
      case when g % 4 = 0 then 'dep-bench-' || (g % 12 / 4) end,
      'key-bench-' || (g % ${shape.keys}),
      bench_models.vendor, bench_models.model, bench_models.model, bench_models.model,
      'bench question ' || (g % 1000),
      status, case when status >= 400 then 'upstream failed' end,
      100 + (g * 37 % 900), 500 + (g * 91 % 4000), 50 + (g % 100),
      tokens_in, tokens_out, tokens_in + tokens_out,
      tokens_in * 0.000001, tokens_out * 0.000004, tokens_in * 0.000001 + tokens_out * 0.000004,
      g % 2 = 0, case when g % 3 = 0 then null else (g % 100)::float8 end,
      case g % 10 when 0 then 'embeddings' when 1 then 'responses' when 2 then 'messages' else 'chat' end,
      ${first.toISOString()}::timestamptz
        + (${next.toISOString()}::timestamptz - ${first.toISOString()}::timestamptz) * ((g - ${offset})::float8 / ${rows})
    from generate_series(${offset}::bigint, ${offset + rows - 1}::bigint) as g
    cross join lateral (select
      case when g % 50 = 0 then 500 when g % 67 = 0 then 429 when g % 101 = 0 then 400 else 200 end as status,
      (50 + g * 13 % 2000)::int as tokens_in, (20 + g * 17 % 1000)::int as tokens_out) as figures
    join bench_models on bench_models.slot = g % ${shape.models}`);
  // Partition bounds are literals, never parameters; both come from Date.toISOString.
  const bounds = sql.raw(`from ('${first.toISOString()}') to ('${next.toISOString()}')`);
  await db.execute(sql`alter table chat_history attach partition ${partition} for values ${bounds}`);
  // No trigger fires on ATTACH: the month's rollups (hours and days) are filled as migrations 0006-0007 fill them.
  await db.execute(
    sql`select usage_hourly_rollup_backfill(${first.toISOString()}::timestamptz, ${next.toISOString()}::timestamptz)`,
  );
  await db.execute(
    sql`select request_log_month_partition('chat_history_bodies', ${first.toISOString().slice(0, 10)}::date)`,
  );
}

import { count as countOf, eq, getTableColumns, sql } from "drizzle-orm";
import { chatHistory } from "../../../gateway/chat-completions/chat-history.schema.ts";
import type { Database } from "../../../gateway/database/database.ts";

const CLONED_ID_PREFIX = "req_bench_";

/**
 * Gives the user exactly `count` logged requests, one every `spacingMs` going back from `newestAt`: copies of the
 * requests already seeded for them (the demo history: several models, keys, failures), cloned in one INSERT …
 * SELECT inside the database, which takes a second where 50,000 inserts from here would take minutes. The
 * seeded originals are then removed, so the count is exact and every timestamp distinct.
 */
export async function fillUsageLogs(
  db: Database,
  userId: string,
  count: number,
  newestAt: Date,
  spacingMs: number,
): Promise<void> {
  const columns = Object.values(getTableColumns(chatHistory)).map((column) => column.name);
  const selected = columns.map((name) => {
    if (name === "id") return sql`${CLONED_ID_PREFIX} || lpad(n::text, 6, '0')`;
    if (name === "created_at")
      return sql`${newestAt.toISOString()}::timestamptz - (n - 1) * ${spacingMs} * interval '1 millisecond'`;
    return sql.raw(`template.${name}`);
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${chatHistory} (${sql.raw(columns.join(", "))})
      select ${sql.join(selected, sql`, `)}
      from generate_series(1, ${count}::int) as n
      join (
        select *, (row_number() over (order by id) - 1)::int as position,
          count(*) over ()::int as templates
        from ${chatHistory} where user_id = ${userId}
      ) as template on template.position = (n - 1) % template.templates`);
    await tx.execute(
      sql`delete from ${chatHistory} where user_id = ${userId} and id not like ${`${CLONED_ID_PREFIX}%`}`,
    );
  });
  const [counted] = await db
    .select({ rows: countOf() })
    .from(chatHistory)
    .where(eq(chatHistory.userId, userId));
  if (counted?.rows !== count)
    throw new Error(`Seeded ${counted?.rows} logged requests instead of ${count} (no demo history to copy?)`);
}

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { EarlierDataFolders } from "../database/earlier-data-folder.test-helper.ts";
import { openDatabase } from "../database/open-database.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { chatHistoryBodies } from "./chat-history-bodies.schema.ts";
import { BODIES_OF_REQUEST, LOGGED_REQUEST_COLUMNS } from "./logged-request-columns.ts";

const earlier = new EarlierDataFolders();
afterAll(() => earlier.removeAll());

type Rows<T> = { rows: T[] };

async function partitionsOf(db: Awaited<ReturnType<typeof openDatabase>>["db"], table: string) {
  const result = (await db.execute(
    sql`select child.relname as name from pg_inherits
        join pg_class parent on parent.oid = pg_inherits.inhparent
        join pg_class child on child.oid = pg_inherits.inhrelid
        where parent.relname = ${table} order by child.relname`,
  )) as unknown as Rows<{ name: string }>;
  return result.rows.map((row) => row.name);
}

describe("request logs partitioned by month, bodies apart (migration 0003)", () => {
  it("upgrades a data folder of the previous schema in place, keeping every request and what it said", async () => {
    const dataDir = await earlier.make(
      3,
      `insert into users (id, email) values ('u-1', 'ada@example.test');
       insert into chat_history (id, user_id, vendor, model, status_code, total_cost, request_content, response_content, tools, tool_calls, created_at)
         values ('req-march', 'u-1', 'OpenAI', 'gpt-4o-mini', 200, 0.25, '[{"role":"user","content":"Hi"}]', 'Hello', '[{"type":"function"}]', '[{"id":"call_1"}]', '2025-03-15T10:00:00Z'),
                ('req-may', 'u-1', 'OpenAI', 'gpt-4o', 500, 0, null, null, null, null, '2025-05-31T23:59:59Z');`,
    );

    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const rows = await upgraded.db
        .select(LOGGED_REQUEST_COLUMNS)
        .from(chatHistory)
        .leftJoin(chatHistoryBodies, BODIES_OF_REQUEST)
        .orderBy(chatHistory.createdAt);
      expect(rows).toMatchObject([
        {
          id: "req-march",
          totalCost: 0.25,
          requestContent: '[{"role":"user","content":"Hi"}]',
          responseContent: "Hello",
          tools: '[{"type":"function"}]',
          toolCalls: '[{"id":"call_1"}]',
        },
        { id: "req-may", statusCode: 500, requestContent: null },
      ]);
      const months = await partitionsOf(upgraded.db, "chat_history");
      expect(months).toEqual(
        expect.arrayContaining([
          "chat_history_p202503",
          "chat_history_p202504",
          "chat_history_p202505",
          "chat_history_pdefault",
        ]),
      );
      expect(await partitionsOf(upgraded.db, "chat_history_bodies")).toContain("chat_history_bodies_p202503");
      const stray = (await upgraded.db.execute(
        sql`select count(*)::int as count from chat_history_pdefault`,
      )) as unknown as Rows<{ count: number }>;
      expect(stray.rows[0]?.count).toBe(0);
    } finally {
      await upgraded.close();
    }
  });
});

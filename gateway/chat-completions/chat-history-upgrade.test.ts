import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { EarlierDataFolders } from "../database/earlier-data-folder.test-helper.ts";
import { openDatabase } from "../database/open-database.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { chatHistoryBodies } from "./chat-history-bodies.schema.ts";
import { BODIES_OF_REQUEST, LOGGED_REQUEST_COLUMNS } from "./logged-request-columns.ts";

const earlier = new EarlierDataFolders();
afterAll(() => earlier.removeAll());

describe("the usage logs' endpoints and tool calls (migration 0002)", () => {
  it("upgrades a data folder of the previous schema: its requests were chat completions, without tools or calls", async () => {
    const dataDir = await earlier.make(
      2,
      `insert into users (id, email) values ('u-1', 'ada@example.test');
       insert into chat_history (id, user_id, vendor, model, status_code, request_content)
         values ('req-old', 'u-1', 'OpenAI', 'gpt-4o-mini', 200, '[{"role":"user","content":"Hi"}]');`,
    );

    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const [row] = await upgraded.db
        .select(LOGGED_REQUEST_COLUMNS)
        .from(chatHistory)
        .leftJoin(chatHistoryBodies, BODIES_OF_REQUEST)
        .where(eq(chatHistory.id, "req-old"));
      expect(row).toMatchObject({
        endpoint: "chat",
        tools: null,
        responseFormat: null,
        toolCalls: null,
        requestContent: '[{"role":"user","content":"Hi"}]',
      });
      const indexes = (await upgraded.db.execute(
        sql`select indexname from pg_indexes where tablename = 'chat_history'`,
      )) as unknown as { rows: { indexname: string }[] };
      expect(indexes.rows.map((index) => index.indexname)).toContain("chat_history_user_endpoint_idx");
    } finally {
      await upgraded.close();
    }
  });
});

describe("PII redaction counts per request (migration 0010)", () => {
  it("upgrades a data folder of the previous schema: its requests say nothing of PII handling", async () => {
    const dataDir = await earlier.make(
      10,
      `insert into users (id, email) values ('u-1', 'ada@example.test');
       insert into chat_history (id, user_id, vendor, model, status_code)
         values ('req-old', 'u-1', 'OpenAI', 'gpt-4o-mini', 200);`,
    );
    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const [row] = await upgraded.db
        .select({ piiRedactions: chatHistory.piiRedactions })
        .from(chatHistory)
        .where(eq(chatHistory.id, "req-old"));
      expect(row).toEqual({ piiRedactions: null });
    } finally {
      await upgraded.close();
    }
  });
});

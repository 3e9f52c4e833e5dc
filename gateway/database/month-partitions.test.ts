import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { chatHistoryBodies } from "../chat-completions/chat-history-bodies.schema.ts";
import { insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import { BODIES_OF_REQUEST, LOGGED_REQUEST_COLUMNS } from "../chat-completions/logged-request-columns.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { ensureMonthPartitions } from "./month-partitions.ts";

type Rows<T> = { rows: T[] };

describe("the request logs' month partitions, on the engine under test", () => {
  it("moves a month's requests out of the default partition when that month's partition is made", async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`insert into users (id, email) values ('u-2', 'grace@example.test')`);
      // Written before its month had a partition (as an import might): the default partition holds it.
      await database.db.execute(
        sql`insert into chat_history (id, user_id, vendor, model, status_code, created_at)
            values ('req-2019', 'u-2', 'OpenAI', 'gpt-4o', 200, '2019-07-04T12:00:00Z')`,
      );
      await ensureMonthPartitions(database.db, ["2019-07-20T00:00:00Z"]);
      const where = (await database.db.execute(
        sql`select tableoid::regclass::text as partition from chat_history where id = 'req-2019'`,
      )) as unknown as Rows<{ partition: string }>;
      expect(where.rows[0]?.partition).toBe("chat_history_p201907");
    } finally {
      await database.close();
    }
  });

  it("records a request of a month with no partition yet, bodies included, in that month's own partitions", async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`insert into users (id, email) values ('u-3', 'alan@example.test')`);
      await insertChatHistoryDrafts(database.db, [
        {
          id: "req-old",
          userId: "u-3",
          vendor: "OpenAI",
          model: "gpt-4o",
          statusCode: 200,
          createdAt: "2020-02-29T08:00:00.000Z",
          requestContent: "leap day",
        },
      ]);
      const placed = (await database.db.execute(
        sql`select (select tableoid::regclass::text from chat_history where id = 'req-old') as metadata,
                   (select tableoid::regclass::text from chat_history_bodies where id = 'req-old') as bodies`,
      )) as unknown as Rows<{ metadata: string; bodies: string }>;
      expect(placed.rows[0]).toEqual({
        metadata: "chat_history_p202002",
        bodies: "chat_history_bodies_p202002",
      });
      const [kept] = await database.db
        .select(LOGGED_REQUEST_COLUMNS)
        .from(chatHistory)
        .leftJoin(chatHistoryBodies, BODIES_OF_REQUEST)
        .where(eq(chatHistory.id, "req-old"));
      expect(kept?.requestContent).toBe("leap day");
    } finally {
      await database.close();
    }
  });
});

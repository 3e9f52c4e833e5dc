import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { latencyBucketOf } from "../../core/usage-analytics/latency-histogram.ts";
import { EarlierDataFolders } from "../database/earlier-data-folder.test-helper.ts";
import { openDatabase } from "../database/open-database.ts";
import { chatHistoryHourly } from "./chat-history-hourly.schema.ts";

const earlier = new EarlierDataFolders();
afterAll(() => earlier.removeAll());

describe("hourly and daily rollups (migrations 0006, 0007)", () => {
  it("upgrades a data folder of the previous schema, its requests rolled up by hour", async () => {
    const dataDir = await earlier.make(
      6,
      `insert into users (id, email) values ('u-1', 'ada@example.test');
       select request_log_month_partition('chat_history', '2025-03-01');
       insert into chat_history (id, user_id, vendor, model, status_code, total_tokens, total_cost, time_to_first_token, generation_duration, organization_id, department_id, created_at)
         values ('a', 'u-1', 'OpenAI', 'gpt-4o', 200, 1000, 0.25, 120, 900, null, null, '2025-03-15T10:05:00Z'),
                ('b', 'u-1', 'OpenAI', 'gpt-4o', 200, 500, 0.5, 80, 700, null, null, '2025-03-15T10:55:00Z'),
                ('c', 'u-1', 'OpenAI', 'gpt-4o', 502, 0, 0, null, 5, 'org-1', 'dep-1', '2025-03-15T10:30:00Z'),
                ('d', 'u-1', 'OpenAI', 'gpt-4o', 200, 10, 0.01, 40, 300, null, null, '2025-03-15T11:00:00Z');`,
    );
    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const rollups = await upgraded.db
        .select()
        .from(chatHistoryHourly)
        .where(eq(chatHistoryHourly.grain, "hour"))
        .orderBy(chatHistoryHourly.hour, chatHistoryHourly.departmentId);
      expect(rollups).toMatchObject([
        { hour: "2025-03-15 10:00:00+00", departmentId: "", requests: 2, errors: 0, totalTokens: 1500 },
        {
          hour: "2025-03-15 10:00:00+00",
          organizationId: "org-1",
          departmentId: "dep-1",
          requests: 1,
          errors: 1,
        },
        { hour: "2025-03-15 11:00:00+00", departmentId: "", requests: 1, totalTokens: 10 },
      ]);
      expect(rollups[0]?.totalCost).toBeCloseTo(0.75, 12);
      const ttft = rollups[0]?.ttftBuckets ?? [];
      expect(ttft[latencyBucketOf(120)]).toBe(1);
      expect(ttft[latencyBucketOf(80)]).toBe(1);
      expect(ttft.reduce((sum, count) => sum + count, 0)).toBe(2);
      // A failed request's timings are not counted.
      expect(rollups[1]?.durationBuckets.every((count) => count === 0)).toBe(true);
    } finally {
      await upgraded.close();
    }
  });

  it("upgrades a data folder of hourly rollups (migration 0007), its days summed from its hours and kept after", async () => {
    const dataDir = await earlier.make(
      7,
      `insert into users (id, email) values ('u-1', 'ada@example.test');
       select request_log_month_partition('chat_history', '2025-03-01');
       insert into chat_history (id, user_id, vendor, model, status_code, total_tokens, total_cost, time_to_first_token, generation_duration, organization_id, department_id, created_at)
         values ('a', 'u-1', 'OpenAI', 'gpt-4o', 200, 1000, 0.25, 120, 900, null, null, '2025-03-15T00:05:00Z'),
                ('b', 'u-1', 'OpenAI', 'gpt-4o', 200, 500, 0.5, 80, 700, null, null, '2025-03-15T23:55:00Z'),
                ('c', 'u-1', 'OpenAI', 'gpt-4o', 502, 0, 0, null, 5, 'org-1', 'dep-1', '2025-03-15T10:30:00Z'),
                ('d', 'u-1', 'OpenAI', 'gpt-4o', 200, 10, 0.01, 40, 300, null, null, '2025-03-16T00:00:00Z');`,
    );
    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    const days = () =>
      upgraded.db
        .select()
        .from(chatHistoryHourly)
        .where(eq(chatHistoryHourly.grain, "day"))
        .orderBy(chatHistoryHourly.hour, chatHistoryHourly.departmentId);
    try {
      const filled = await days();
      expect(filled).toMatchObject([
        { hour: "2025-03-15 00:00:00+00", departmentId: "", requests: 2, errors: 0, totalTokens: 1500 },
        { hour: "2025-03-15 00:00:00+00", departmentId: "dep-1", requests: 1, errors: 1, totalTokens: 0 },
        { hour: "2025-03-16 00:00:00+00", departmentId: "", requests: 1, totalTokens: 10 },
      ]);
      expect(filled[0]?.totalCost).toBeCloseTo(0.75, 12);
      const ttft = filled[0]?.ttftBuckets ?? [];
      expect([ttft[latencyBucketOf(120)], ttft[latencyBucketOf(80)]]).toEqual([1, 1]);
      expect(ttft.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect(filled[1]?.durationBuckets.every((count) => count === 0)).toBe(true);

      // The upgraded triggers keep the days: a request added to the 15th, one taken from it, the 16th emptied.
      await upgraded.db.execute(
        sql`insert into chat_history (id, user_id, vendor, model, status_code, total_tokens, total_cost, time_to_first_token, created_at)
            values ('e', 'u-1', 'OpenAI', 'gpt-4o', 200, 7, 0.02, 80, '2025-03-15T12:00:00Z')`,
      );
      await upgraded.db.execute(sql`delete from chat_history where id in ('a', 'd')`);
      const kept = await days();
      expect(kept).toMatchObject([
        { hour: "2025-03-15 00:00:00+00", departmentId: "", requests: 2, totalTokens: 507 },
        { hour: "2025-03-15 00:00:00+00", departmentId: "dep-1", requests: 1 },
      ]);
      const keptTtft = kept[0]?.ttftBuckets ?? [];
      expect(keptTtft[latencyBucketOf(80)]).toBe(2);
      expect(keptTtft.reduce((sum, count) => sum + count, 0)).toBe(2);
      const hours = await upgraded.db
        .select()
        .from(chatHistoryHourly)
        .where(and(eq(chatHistoryHourly.grain, "hour"), eq(chatHistoryHourly.departmentId, "")));
      expect(hours.map((hour) => hour.hour).sort()).toEqual([
        "2025-03-15 12:00:00+00",
        "2025-03-15 23:00:00+00",
      ]);
    } finally {
      await upgraded.close();
    }
  });
});

import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { users } from "../identity/users.schema.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import {
  ChatHistoryRecorder,
  chatHistoryRowOf,
  type RecordedRequest,
  type RecordedSpenders,
} from "./chat-history.repository.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { chatHistoryBodies } from "./chat-history-bodies.schema.ts";
import { BODIES_OF_REQUEST, LOGGED_REQUEST_COLUMNS } from "./logged-request-columns.ts";

let database: OpenDatabase;
let user: UserRow;
beforeAll(async () => {
  database = await openTestDatabase();
  [user] = (await database.db
    .insert(users)
    .values({ id: "recorded-user", email: "recorded@gateway.test" })
    .returning()) as [UserRow];
});
afterAll(() => database.close());

/** A recorder whose logged failures the test can read. */
function recorder() {
  const failures: unknown[][] = [];
  const recording = new ChatHistoryRecorder(database.db, {
    error: (...logged: unknown[]) => failures.push(logged),
  });
  return { recording, failures };
}

function request(changes: Partial<RecordedRequest> = {}): RecordedRequest {
  return {
    id: `req_${randomUUID()}`,
    createdAt: "2025-03-04T05:06:07.890Z",
    caller: { user, apikey: "mk-recorded", apiKeyId: "key-recorded", department: null },
    model: "Best Available",
    query: "What is a watt?",
    isStream: true,
    requestContent: JSON.stringify([{ role: "user", content: "What is a watt?" }]),
    served: null,
    vendor: "MockAI",
    providerModel: "gpt-4o-mini-2024-07-18",
    strategy: null,
    routingReason: "requested model",
    timeToFirstTokenMs: 12.4,
    durationMs: 250.6,
    usage: { prompt_tokens: 20, completion_tokens: 42, total_tokens: 62 },
    usageEstimated: false,
    responseContent: "A joule per second.",
    statusCode: 200,
    error: null,
    ...changes,
  };
}

/** Logged requests whole: metadata and bodies. */
const loggedRequests = () =>
  database.db.select(LOGGED_REQUEST_COLUMNS).from(chatHistory).leftJoin(chatHistoryBodies, BODIES_OF_REQUEST);
const rowsWithIds = (ids: string[]) => loggedRequests().where(inArray(chatHistory.id, ids));

describe("recording chat completions", () => {
  it("writes each column of a recorded request as its log row says, nulls included", async () => {
    const { recording, failures } = recorder();
    const recorded = request({ timeToFirstTokenMs: null, responseContent: null, error: "refused" });
    recording.record(recorded);
    await recording.flush();
    const [row] = await rowsWithIds([recorded.id]);
    const expected = chatHistoryRowOf(recorded);
    expect({ ...row, createdAt: new Date(row?.createdAt ?? 0).toISOString() }).toEqual(expected);
    expect(expected).toMatchObject({ timeToFirstToken: null, responseContent: null, organizationId: null });
    expect(failures).toEqual([]);
  });

  it("writes what it recorded on its own, shortly after, without being flushed", async () => {
    const { recording } = recorder();
    const recorded = request();
    recording.record(recorded);
    await expect.poll(async () => (await rowsWithIds([recorded.id])).length, { timeout: 2000 }).toBe(1);
  });

  it("writes every request of a burst larger than one batch", async () => {
    const { recording, failures } = recorder();
    const burst = Array.from({ length: 60 }, () => request());
    for (const recorded of burst) recording.record(recorded);
    await recording.flush();
    expect(await rowsWithIds(burst.map((recorded) => recorded.id))).toHaveLength(60);
    expect(failures).toEqual([]);
  });

  it("drops NUL characters and mends broken surrogate pairs instead of failing the batch they are in", async () => {
    const { recording, failures } = recorder();
    const plain = request();
    const awkward = request({ query: "What is\u0000 a watt?", responseContent: "A joule\ud800 per second." });
    recording.record(plain);
    recording.record(awkward);
    await recording.flush();
    const rows = await rowsWithIds([plain.id, awkward.id]);
    expect(rows.find((row) => row.id === awkward.id)).toMatchObject({
      query: "What is a watt?",
      responseContent: "A joule\ufffd per second.",
    });
    expect(rows).toHaveLength(2);
    expect(failures).toEqual([]);
  });

  it("tells whose spend each written batch added to, each department and API key once, and waits for it", async () => {
    const { recording, failures } = recorder();
    const told: RecordedSpenders[] = [];
    recording.afterSpendersRecorded(async (spenders) => {
      told.push(spenders);
    });
    const research = { organizationId: "org-1", departmentId: "dep-research", departmentUserId: "du-1" };
    const asResearch = { user, apikey: "mk-re...earch", apiKeyId: "key-research", department: research };
    recording.record(request({ caller: asResearch }));
    recording.record(request({ caller: asResearch }));
    recording.record(request());
    recording.record(request({ caller: { user, apikey: "playground", apiKeyId: null, department: null } }));
    await recording.flush();
    expect(told).toEqual([{ departmentIds: ["dep-research"], apiKeyIds: ["key-research", "key-recorded"] }]);
    expect(failures).toEqual([]);
  });

  it("logs a write that failed, without throwing, and writes the requests recorded after it", async () => {
    const { recording, failures } = recorder();
    const stranger = { ...user, id: "nobody-known" };
    recording.record(request({ caller: { user: stranger, apikey: "mk", apiKeyId: null, department: null } }));
    await expect(recording.flush()).resolves.toBeUndefined();
    expect(failures).toEqual([
      [expect.objectContaining({ requests: 1 }), "could not record chat completions"],
    ]);
    const later = request();
    recording.record(later);
    await recording.flush();
    expect(await rowsWithIds([later.id])).toHaveLength(1);
  });
});

describe("the recording queue as operators see it", () => {
  it("counts the requests not yet written and how long the oldest has waited, none once they are written", async () => {
    const { recording } = recorder();
    expect([recording.depth, recording.lagSeconds]).toEqual([0, 0]);
    for (let i = 0; i < 3; i++) recording.record(request());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recording.depth).toBe(3);
    expect(recording.lagSeconds).toBeGreaterThanOrEqual(0.015);
    const written = recording.flush();
    expect(recording.depth).toBe(3);
    await written;
    expect([recording.depth, recording.lagSeconds]).toEqual([0, 0]);
  });
});

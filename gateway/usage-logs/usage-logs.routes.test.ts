import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APIKEY_FILTER_REFUSAL } from "../../core/usage-logs/usage-log-filters.ts";
import {
  askChat,
  question,
  recordedRows,
  seedModels,
} from "../chat-completions/chat-completions.test-helper.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

let gateway: TestGateway;
let person: SignedInPerson;
/** A key of the person's, as the logs keep it: its masked form and its id. */
const KEY = "mk-lo...bcdef";
const KEY_ID = "key-logs";

/**
 * Requests on 1, 2, 3 and 4 March at noon, of two models and two vendors, with and without the key, one failed,
 * through chat completions (the first logged without an endpoint: the column's default), Responses and embeddings.
 */
const rows = (userId: string) =>
  [
    {
      id: "req-1",
      model: "gpt-4o-mini",
      vendor: "OpenAI",
      apikey: "playground",
      apiKeyId: null,
      statusCode: 200,
      day: 1,
    },
    {
      id: "req-2",
      model: "o3-mini",
      vendor: "OpenAI",
      apikey: KEY,
      apiKeyId: KEY_ID,
      statusCode: 200,
      day: 2,
      endpoint: "responses",
    },
    {
      id: "req-3",
      model: "gpt-4o-mini",
      vendor: "OpenAI",
      apikey: KEY,
      apiKeyId: KEY_ID,
      statusCode: 502,
      day: 3,
    },
    {
      id: "req-4",
      model: "gpt-4o-mini",
      vendor: "Azure",
      apikey: KEY,
      apiKeyId: KEY_ID,
      statusCode: 200,
      day: 4,
      endpoint: "embeddings",
    },
  ].map(({ day, ...row }) => ({
    ...row,
    userId,
    query: `Question ${row.id}`,
    error: row.statusCode >= 400 ? "Upstream provider unavailable" : null,
    tokensIn: 10,
    tokensOut: 20,
    totalTokens: 30,
    tokensInCost: 0.0000015,
    tokensOutCost: 0.000012,
    totalCost: 0.0000135,
    tokenRate: 50,
    timeToFirstToken: 200,
    generationDuration: 600,
    renewablePercentage: 40,
    requestContent: `[{"role":"user","content":"Question ${row.id}"}]`,
    responseContent: "An answer.",
    createdAt: `2025-03-0${day}T12:00:00.000Z`,
  }));

beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  person = await gateway.signIn();
  const someoneElse = await gateway.signIn();
  await insertChatHistoryDrafts(gateway.db, [
    ...rows(person.uid),
    ...rows(someoneElse.uid).map((row) => ({ ...row, id: `${row.id}-other` })),
  ]);
});
afterAll(() => gateway.close());

async function history(query: Record<string, string | string[]>, headers = person.headers) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  const response = await fetch(`${gateway.apiUrl}/chat/history?${search}`, { headers });
  return { status: response.status, text: await response.clone().text(), body: await response.json() };
}

const idsOf = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

describe("GET /chat/history", () => {
  it("lists the signed-in person's requests newest first, in the usage-log shape", async () => {
    const { status, body } = await history({ verbose: "true" });
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual(["req-4", "req-3", "req-2", "req-1"]);
    expect(body.data[3]).toEqual({
      id: "req-1",
      createdAt: "2025-03-01T12:00:00.000Z",
      vendor: "OpenAI",
      model: "gpt-4o-mini",
      query: "Question req-1",
      apikey: "playground",
      apiKeyId: null,
      statusCode: 200,
      timeToFirstToken: 200,
      generationDuration: 600,
      tokensIn: 10,
      tokensOut: 20,
      totalCost: 0.0000135,
      error: null,
      tokenRate: 50,
      totalTokens: 30,
      tokensInCost: 0.0000015,
      tokensOutCost: 0.000012,
      isStream: false,
      requestContent: '[{"role":"user","content":"Question req-1"}]',
      responseContent: "An answer.",
      providerModel: null,
      renewablePercentage: 40,
      endpoint: "chat",
      tools: null,
      responseFormat: null,
      toolCalls: null,
      usageEstimated: false,
    });
  });

  it("writes rates and shares as decimals, whole values included", async () => {
    const { text } = await history({ verbose: "true" });
    expect(text).toContain('"tokenRate":50.0');
    expect(text).toContain('"renewablePercentage":40.0');
  });

  it("leaves the prompt and answer out unless verbose, and the tools and calls with them", async () => {
    const [oldest] = rows(person.uid);
    if (!oldest) throw new Error("the file's rows start with the oldest request");
    await insertChatHistoryDrafts(gateway.db, [
      {
        ...oldest,
        id: "req-tools",
        createdAt: "2025-02-01T12:00:00.000Z",
        tools: '[{"type":"function","function":{"name":"get_weather"}}]',
        toolCalls: '[{"id":"call_1","type":"function","function":{"name":"get_weather","arguments":"{}"}}]',
        responseFormat: '{"type":"json_object"}',
        usageEstimated: true,
      },
    ]);
    const quiet = (await history({ endDate: "2025-02-02T00:00:00.000Z" })).body.data[0];
    expect(quiet).toMatchObject({
      id: "req-tools",
      requestContent: null,
      responseContent: null,
      tools: null,
      toolCalls: null,
      responseFormat: null,
      usageEstimated: true,
    });
    const verbose = (await history({ verbose: "true", endDate: "2025-02-02T00:00:00.000Z" })).body.data[0];
    expect(verbose).toMatchObject({
      tools: '[{"type":"function","function":{"name":"get_weather"}}]',
      responseFormat: '{"type":"json_object"}',
    });
    expect(JSON.parse(verbose.toolCalls)[0].function.name).toBe("get_weather");
    await gateway.db.delete(chatHistory).where(eq(chatHistory.id, "req-tools"));
  });

  it.each([
    [{ model: "o3-mini" }, ["req-2"]],
    [{ apikey: "playground" }, ["req-1"]],
    [{ apiKeyId: KEY_ID }, ["req-4", "req-3", "req-2"]],
    [{ apiKeyId: "key-of-someone-else" }, []],
    [{ status: "error" }, ["req-3"]],
    [{ status: "success" }, ["req-4", "req-2", "req-1"]],
    [{ vendor: "Azure" }, ["req-4"]],
    [{ vendor: "OpenAI", model: "gpt-4o-mini" }, ["req-3", "req-1"]],
    [{ statusCode: "502" }, ["req-3"]],
    [{ statusCode: "200", status: "error" }, []],
    [{ endpoint: "chat" }, ["req-3", "req-1"]],
    [{ endpoint: "embeddings" }, ["req-4"]],
    [{ endpoint: "responses", vendor: "OpenAI" }, ["req-2"]],
    [{ endpoint: "messages" }, []],
    [{ startDate: "2025-03-02T12:00:00.000Z", endDate: "2025-03-04T12:00:00.000Z" }, ["req-3", "req-2"]],
    [
      {
        startDate: "2025-03-01T00:00:00.000Z",
        endDate: "2025-03-15T00:00:00.000Z",
        model: "gpt-4o-mini",
        vendor: "OpenAI",
        apiKeyId: KEY_ID,
        status: "error",
        statusCode: "502",
      },
      ["req-3"],
    ],
  ])("narrows the list to %j", async (filters, ids) => {
    const { body } = await history({ verbose: "true", ...filters });
    expect(idsOf(body)).toEqual(ids);
  });

  it.each([
    [{ startDate: "yesterday" }, "startDate must be an ISO 8601 date"],
    [{ endDate: "2025-02-30T00:00:00Z" }, "endDate must be an ISO 8601 date"],
    [{ status: "failed" }, "status must be error or success"],
    [{ model: ["a", "b"] }, "model must be given once"],
    [{ vendor: ["OpenAI", "Azure"] }, "vendor must be given once"],
    [{ statusCode: "ok" }, "statusCode must be an HTTP status from 100 to 599"],
    [{ statusCode: "5020" }, "statusCode must be an HTTP status from 100 to 599"],
    [{ statusCode: "099" }, "statusCode must be an HTTP status from 100 to 599"],
    [{ statusCode: ["200", "502"] }, "statusCode must be given once"],
    [{ verbose: "yes" }, "verbose must be true or false"],
    [{ endpoint: "completions" }, "endpoint must be chat, embeddings, responses or messages"],
    [{ endpoint: ["chat", "embeddings"] }, "endpoint must be chat, embeddings, responses or messages"],
    [{ apikey: "mk-logs-0123456789abcdef" }, APIKEY_FILTER_REFUSAL],
    [{ apikey: KEY }, APIKEY_FILTER_REFUSAL],
    [{ apiKeyId: ["key-1", "key-2"] }, "apiKeyId must be given once"],
  ])("refuses %j with 400 and says why", async (query, message) => {
    const { status, body } = await history(query);
    expect(status).toBe(400);
    expect(body.errMsgs).toContain(message);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await history({}, {})).status).toBe(401);
  });

  it("lists a completion just asked for", async () => {
    await seedModels(gateway.db, [{ systemName: "logged-model" }]);
    const asker = await gateway.signIn();
    await askChat(gateway.apiUrl, asker.idToken, question("logged-model", "Is this logged?"));
    await recordedRows(gateway.db, asker.uid);
    const { body } = await history({ verbose: "true" }, asker.headers);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      model: "logged-model",
      query: "Is this logged?",
      apikey: "playground",
      statusCode: 200,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { askMessages } from "../anthropic-messages/anthropic-messages.test-helper.ts";
import { askChat, recordedRows, seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { askEmbeddings } from "../embeddings/embeddings.test-helper.ts";
import { askResponses } from "../responses/responses.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The current weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
};
const ASKED = { role: "user", content: "What is the weather in Paris?" };

/** The person's logged requests as the dashboard reads them, once `count` are recorded, oldest first. */
async function logged(person: SignedInPerson, count: number, query = ""): Promise<UsageLogRecord[]> {
  await recordedRows(gateway.db, person.uid, count);
  const response = await fetch(`${gateway.apiUrl}/chat/history?verbose=true${query}`, {
    headers: person.headers,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: UsageLogRecord[] }).data.reverse();
}

/** Asks for the weather with get_weather offered, then sends its result: the playground's tool round trip. */
async function toolRoundTrip(person: SignedInPerson, stream: boolean) {
  const ask = async (messages: object[]) => {
    const response = await askChat(gateway.apiUrl, person.idToken, {
      model: "gpt-4o-mini",
      messages,
      tools: [WEATHER_TOOL],
      stream: false,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { choices: { message: Record<string, unknown> }[] };
  };
  const first = (await ask([ASKED])).choices[0]?.message ?? {};
  const calls = first.tool_calls as { id: string }[];
  expect(calls).toHaveLength(1);
  const result = { role: "tool", tool_call_id: calls[0]?.id, content: '{"celsius":18,"sky":"clear"}' };
  const conversation = [ASKED, { role: "assistant", content: null, tool_calls: calls }, result];
  if (!stream) return { first, answer: await ask(conversation), conversation };
  const streamed = await askChat(gateway.apiUrl, person.idToken, {
    model: "gpt-4o-mini",
    messages: conversation,
    tools: [WEATHER_TOOL],
    stream: true,
  });
  expect(streamed.status).toBe(200);
  await streamed.text();
  return { first, conversation };
}

describe("a tool round trip in the usage logs", () => {
  it("lists the call the model made, the tools offered and the tool's result in the next request", async () => {
    const person = await gateway.signIn();
    const { first } = await toolRoundTrip(person, false);
    const [asked, answered] = await logged(person, 2);
    expect(asked).toMatchObject({
      endpoint: "chat",
      tools: JSON.stringify([WEATHER_TOOL]),
      toolCalls: JSON.stringify(first.tool_calls),
      responseContent: null,
      usageEstimated: true,
    });
    expect(JSON.parse(asked?.toolCalls ?? "[]")[0]).toMatchObject({
      type: "function",
      function: { name: "get_weather", arguments: expect.stringContaining("Paris") },
    });
    const messages = JSON.parse(answered?.requestContent ?? "[]");
    expect(messages.map((message: { role: string }) => message.role)).toEqual(["user", "assistant", "tool"]);
    expect(messages[1].tool_calls).toEqual(first.tool_calls);
    expect(messages[2]).toMatchObject({ tool_call_id: (first.tool_calls as { id: string }[])[0]?.id });
    expect(answered).toMatchObject({ endpoint: "chat", toolCalls: null });
    expect(answered?.responseContent).toBeTruthy();
  });

  it("logs a streamed answer's call as a whole one's", async () => {
    const person = await gateway.signIn();
    const response = await askChat(gateway.apiUrl, person.idToken, {
      model: "gpt-4o-mini",
      messages: [ASKED],
      tools: [WEATHER_TOOL],
      stream: true,
    });
    await response.text();
    const whole = await askChat(gateway.apiUrl, person.idToken, {
      model: "gpt-4o-mini",
      messages: [ASKED],
      tools: [WEATHER_TOOL],
    });
    const wholeCalls = ((await whole.json()) as { choices: { message: { tool_calls: unknown } }[] })
      .choices[0]?.message.tool_calls;
    const [streamed, answeredWhole] = await logged(person, 2);
    // The simulated provider's counts are its approximation, streamed or whole: the log says so either way.
    expect(streamed).toMatchObject({
      isStream: true,
      responseContent: null,
      tools: JSON.stringify([WEATHER_TOOL]),
      usageEstimated: true,
    });
    expect(answeredWhole?.usageEstimated).toBe(true);
    expect(JSON.parse(streamed?.toolCalls ?? "null")).toEqual(wholeCalls);
    expect(answeredWhole?.toolCalls).toBe(JSON.stringify(wholeCalls));
  });

  it("lists a streamed round trip's second request with the tool's result", async () => {
    const person = await gateway.signIn();
    await toolRoundTrip(person, true);
    const [, answered] = await logged(person, 2);
    expect(answered).toMatchObject({ isStream: true, toolCalls: null });
    expect(JSON.parse(answered?.requestContent ?? "[]")[2]).toMatchObject({
      role: "tool",
      content: '{"celsius":18,"sky":"clear"}',
    });
    expect(answered?.responseContent).toBeTruthy();
  });

  it("keeps the response_format asked for", async () => {
    const person = await gateway.signIn();
    const format = {
      type: "json_schema",
      json_schema: {
        name: "weather",
        schema: { type: "object", properties: { celsius: { type: "number" } } },
      },
    };
    await askChat(gateway.apiUrl, person.idToken, {
      model: "gpt-4o-mini",
      messages: [ASKED],
      response_format: format,
    });
    const [asked] = await logged(person, 1);
    expect(asked).toMatchObject({ responseFormat: JSON.stringify(format), tools: null, toolCalls: null });
    expect(() => JSON.parse(asked?.responseContent ?? "")).not.toThrow();
  });
});

describe("the endpoint of each logged request", () => {
  it("is told for chat completions, responses, messages and embeddings, and narrows the list", async () => {
    const person = await gateway.signIn();
    const key = await seedUserKey(gateway.db, person.user);
    const asked = async (response: Promise<Response>) => expect((await response).status).toBe(200);
    await asked(askChat(gateway.apiUrl, key, { model: "gpt-4o-mini", messages: [ASKED] }));
    await asked(askResponses(gateway.apiUrl, key, { model: "gpt-4o-mini", input: "What is a watt?" }));
    await asked(
      askMessages(gateway.apiUrl, key, {
        model: "gpt-4o-mini",
        max_tokens: 100,
        messages: [{ role: "user", content: "What is a joule?" }],
      }),
    );
    await asked(askEmbeddings(gateway.apiUrl, key, { model: "text-embedding-3-small", input: "Heat pumps" }));
    const all = await logged(person, 4);
    expect(all.map((record) => [record.endpoint, record.query])).toEqual([
      ["chat", "What is the weather in Paris?"],
      ["responses", "What is a watt?"],
      ["messages", "What is a joule?"],
      ["embeddings", "Heat pumps"],
    ]);
    for (const endpoint of ["chat", "responses", "messages", "embeddings"]) {
      const narrowed = await logged(person, 4, `&endpoint=${endpoint}`);
      expect(narrowed.map((record) => record.endpoint)).toEqual([endpoint]);
    }
  });
});

describe("an image sent inline", () => {
  it("is logged by its type and size, its data never kept", async () => {
    const person = await gateway.signIn();
    const data = Buffer.alloc(3000, 7).toString("base64");
    const response = await askChat(gateway.apiUrl, person.idToken, {
      model: "gpt-4o-mini",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in this picture?" },
            { type: "image_url", image_url: { url: `data:image/png;base64,${data}` } },
          ],
        },
      ],
    });
    expect(response.status).toBe(200);
    const [row] = await recordedRows(gateway.db, person.uid);
    expect(row?.requestContent).not.toContain(data.slice(0, 40));
    expect(JSON.parse(row?.requestContent ?? "[]")[0].content[1]).toEqual({
      type: "image_url",
      image_url: { url: "data:image/png;omitted=3000" },
    });
  });
});

import { describe, expect, it } from "vitest";
import { askMessages } from "../anthropic-messages/anthropic-messages.test-helper.ts";
import { recordedRows, seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "../chat-completions/upstream-world.test-helper.ts";
import { askResponses } from "../responses/responses.test-helper.ts";

const world = upstreamWorldOfFile(
  [
    { name: "NativeAI", models: ["gpt-4o"], apis: ["responses", "chat-completions"] },
    { name: "Anthropic", models: ["claude-sonnet-4"], apis: ["anthropic-messages"] },
  ],
  [{ systemName: "gpt-4o" }, { systemName: "claude-sonnet-4", provider: "Anthropic" }],
);

const CITY = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };

/** The one call a logged answer made, in chat completions' shape. */
async function loggedCall(stream: boolean, ask: (key: string) => Promise<Response>) {
  const person = await world.gateway.signIn();
  const response = await ask(await seedUserKey(world.gateway.db, person.user));
  expect(response.status).toBe(200);
  await response.text();
  const [row] = await recordedRows(world.gateway.db, person.uid);
  expect(row).toMatchObject({ isStream: stream, statusCode: 200 });
  const calls = JSON.parse(row?.toolCalls ?? "[]") as unknown[];
  expect(calls).toHaveLength(1);
  return { row, call: calls[0] };
}

describe.each([false, true])(
  "an answer of an upstream speaking the endpoint's API (streamed: %s)",
  (stream) => {
    it("from the Responses API logs its function call as a chat tool call", async () => {
      const { row, call } = await loggedCall(stream, (key) =>
        askResponses(world.gateway.apiUrl, key, {
          model: "gpt-4o",
          input: "What is the weather in Paris?",
          tools: [{ type: "function", name: "get_weather", parameters: CITY }],
          stream,
        }),
      );
      expect(row).toMatchObject({ endpoint: "responses", vendor: "NativeAI", responseContent: null });
      expect(call).toMatchObject({
        id: expect.any(String),
        type: "function",
        function: { name: "get_weather", arguments: expect.any(String) },
      });
      expect(JSON.parse(row?.tools ?? "[]")[0]).toMatchObject({
        type: "function",
        function: { name: "get_weather" },
      });
    });

    it("from Anthropic's Messages API logs its tool use as a chat tool call", async () => {
      const { row, call } = await loggedCall(stream, (key) =>
        askMessages(world.gateway.apiUrl, key, {
          model: "claude-sonnet-4",
          max_tokens: 100,
          messages: [{ role: "user", content: "What is the weather in Paris?" }],
          tools: [{ name: "get_weather", input_schema: CITY }],
          stream,
        }),
      );
      expect(row).toMatchObject({ endpoint: "messages", vendor: "Anthropic", responseContent: null });
      expect(call).toMatchObject({ type: "function", function: { name: "get_weather" } });
      const { id, function: fn } = call as { id: string; function: { arguments: string } };
      expect(id).toMatch(/^toolu_/);
      expect(() => JSON.parse(fn.arguments)).not.toThrow();
    });
  },
);

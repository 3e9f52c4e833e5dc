import { type MockModelAnswer, roughTokens } from "../mock-model-answer.ts";

type Body = Readonly<Record<string, unknown>>;

/** The content blocks of a mock answer, finished: its text, or its use of a tool. */
export function mockContentBlocks(answer: MockModelAnswer) {
  if (answer.toolCall)
    return [
      {
        type: "tool_use",
        id: "toolu_mock_0",
        name: answer.toolCall.name,
        input: JSON.parse(answer.toolCall.argumentPieces.join("")) as unknown,
        caller: { type: "direct" },
      },
    ];
  return [{ type: "text", text: (answer.contentPieces ?? []).join(""), citations: null }];
}

/** A rough count of the tokens of a request's system prompt and messages, as count_tokens and usage give it. */
export function mockInputTokens(body: Body): number {
  return roughTokens([body.system, body.messages]);
}

/** The fields of the SDK's Usage beyond the token counts, as an answer without cache or server tools has them. */
export const USAGE_WITHOUT_EXTRAS = {
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
  inference_geo: null,
  output_tokens_details: { thinking_tokens: 0 },
  server_tool_use: null,
  service_tier: "standard",
  speed: null,
} as const;

/** The usage of a mock message, every field the SDK's Usage has filled in (no cache, no server tools here). */
export function mockMessageUsage(body: Body, answer: MockModelAnswer) {
  return {
    input_tokens: mockInputTokens(body),
    output_tokens: (answer.contentPieces ?? answer.toolCall?.argumentPieces ?? []).length,
    ...USAGE_WITHOUT_EXTRAS,
  };
}

/** A message as Anthropic's Messages API answers it whole: stop reason tool_use after a tool's use, else end_turn. */
export function mockMessage(id: string, body: Body, answer: MockModelAnswer) {
  return {
    id,
    type: "message",
    role: "assistant",
    model: String(body.model),
    content: mockContentBlocks(answer),
    stop_reason: answer.toolCall ? "tool_use" : "end_turn",
    stop_sequence: null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: mockMessageUsage(body, answer),
  };
}

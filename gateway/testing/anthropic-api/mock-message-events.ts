import type { MockModelAnswer } from "../mock-model-answer.ts";
import type { MockServerEvent } from "../mock-upstream-exchange.ts";

type MockMessage = Readonly<Record<string, unknown>> & {
  readonly content: readonly Record<string, unknown>[];
  readonly usage: Readonly<Record<string, unknown>>;
};

/**
 * A message streamed as Anthropic's Messages API streams it: message_start (no content yet, no stop reason, one
 * output token), a ping, then its block (text, or a tool_use with empty input) started, its text_delta or
 * input_json_delta pieces, the block stopped, message_delta with the stop reason and the usage, message_stop.
 */
export function mockMessageEvents(message: MockMessage, answer: MockModelAnswer): MockServerEvent[] {
  const [block] = message.content;
  if (!block) throw new Error("A mock message has one content block");
  const { stop_reason, stop_sequence, stop_details, container, usage } = message;
  const pieces = answer.contentPieces ?? answer.toolCall?.argumentPieces ?? [];
  const delta = (piece: string) =>
    answer.toolCall ? { type: "input_json_delta", partial_json: piece } : { type: "text_delta", text: piece };
  const started = block.type === "tool_use" ? { ...block, input: {} } : { ...block, text: "" };
  // message_delta's usage (the SDK's MessageDeltaUsage) has the message's counts, not its cache breakdown or tier.
  const { input_tokens, output_tokens, cache_creation_input_tokens, cache_read_input_tokens } = usage;
  const { output_tokens_details, server_tool_use } = usage;
  const named = (data: { type: string } & Record<string, unknown>, paced = false) => ({
    event: data.type,
    data,
    paced,
  });
  return [
    named({
      type: "message_start",
      message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } },
    }),
    named({ type: "content_block_start", index: 0, content_block: started }),
    named({ type: "ping" }),
    ...pieces.map((piece) => named({ type: "content_block_delta", index: 0, delta: delta(piece) }, true)),
    named({ type: "content_block_stop", index: 0 }),
    named({
      type: "message_delta",
      delta: { stop_reason, stop_sequence, stop_details, container },
      usage: {
        input_tokens,
        output_tokens,
        cache_creation_input_tokens,
        cache_read_input_tokens,
        output_tokens_details,
        server_tool_use,
      },
    }),
    named({ type: "message_stop" }),
  ];
}

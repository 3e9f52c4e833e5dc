import { describe, expect, it } from "vitest";
import {
  assistantTurn,
  chatCompletion,
  chatOf,
  chatToolCall,
  refusalOf,
  toolResult,
  userTurn,
  weatherTurn,
} from "./anthropic-messages.test-helper.ts";
import { messageOfChatCompletion } from "./message-of-chat-completion.ts";

describe("tool uses and their results pair up as Anthropic requires", () => {
  it("a tool result that answers no tool use of the message before is refused in Anthropic's words", () => {
    const refusal = refusalOf(() =>
      chatOf(userTurn("?"), weatherTurn(), userTurn([toolResult("toolu_9", "Sunny")])),
    );
    expect(refusal.message).toBe(
      "messages[2].content[0]: unexpected `tool_use_id` found in `tool_result` blocks: toolu_9. Each `tool_result` " +
        "block must have a corresponding `tool_use` block in the previous message.",
    );
  });

  it("a tool use the next message leaves unanswered is refused in Anthropic's words", () => {
    const refusal = refusalOf(() => chatOf(userTurn("?"), weatherTurn(), userTurn("Never mind.")));
    expect(refusal.message).toBe(
      "messages[1]: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_1. Each " +
        "`tool_use` block must have a corresponding `tool_result` block in the next message.",
    );
  });

  it("a tool_use id survives the round trip to chat tool calls and back as the tool_result's tool_use_id", () => {
    const completion = chatCompletion({
      content: null,
      tool_calls: [chatToolCall("call_abc", "weather", '{"city":"Oslo"}')],
    });
    const answer = messageOfChatCompletion(completion, { id: "msg_1", model: "gpt-test" });
    const [call] = answer.content;
    const callId = call?.type === "tool_use" ? call.id : "";
    const messages = chatOf(
      userTurn("?"),
      assistantTurn(answer.content),
      userTurn([toolResult(callId, "Sunny")]),
    );
    expect(messages[1]?.tool_calls).toEqual([chatToolCall("call_abc", "weather", '{"city":"Oslo"}')]);
    expect(messages[2]).toEqual({ role: "tool", tool_call_id: "call_abc", content: "Sunny" });
  });
});

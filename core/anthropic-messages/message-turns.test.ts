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

describe("tool pairs, at their edges", () => {
  it("the refusals name the field at fault: the result's tool_use_id, the turn with open uses", () => {
    const stray = refusalOf(() =>
      chatOf(userTurn("?"), weatherTurn(), userTurn([toolResult("toolu_9", "Sunny")])),
    );
    expect(stray.param).toBe("messages[2].content[0].tool_use_id");
    const open = refusalOf(() => chatOf(userTurn("?"), weatherTurn(), userTurn("Never mind.")));
    expect(open.param).toBe("messages[1]");
  });

  it("a tool result in the first message answers nothing", () => {
    const refusal = refusalOf(() => chatOf(userTurn([toolResult("toolu_1", "Sunny")])));
    expect(refusal.param).toBe("messages[0].content[0].tool_use_id");
  });

  it("a tool result after a user turn answers nothing, even one naming an earlier tool use", () => {
    const refusal = refusalOf(() =>
      chatOf(
        userTurn("?"),
        weatherTurn(),
        userTurn([toolResult("toolu_1", "Sunny")]),
        userTurn([toolResult("toolu_1", "Again")]),
      ),
    );
    expect(refusal.param).toBe("messages[3].content[0].tool_use_id");
  });

  it("every open tool use is named, in order, and only those left unanswered", () => {
    const turn = assistantTurn([
      { type: "tool_use", id: "toolu_1", name: "a", input: {} },
      { type: "tool_use", id: "toolu_2", name: "b", input: {} },
      { type: "tool_use", id: "toolu_3", name: "c", input: {} },
    ]);
    const refusal = refusalOf(() => chatOf(userTurn("?"), turn, userTurn([toolResult("toolu_2", "ok")])));
    expect(refusal.message).toMatch(/immediately after: toolu_1, toolu_3\. Each/);
  });

  it("a conversation may end on open tool uses", () => {
    expect(chatOf(userTurn("?"), weatherTurn())).toHaveLength(2);
  });
});

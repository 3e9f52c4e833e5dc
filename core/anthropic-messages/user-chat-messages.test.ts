import { describe, expect, it } from "vitest";
import {
  assistantTurn,
  base64Image,
  chatOf,
  refusalOf,
  textBlock,
  toolResult,
  toolUse,
  userTurn,
  weatherTurn,
} from "./anthropic-messages.test-helper.ts";

describe("tool uses and tool results as chat tool calls and tool messages", () => {
  it("an assistant's tool uses become tool calls and its text the content", () => {
    const [, assistant] = chatOf(
      userTurn("Weather in Oslo?"),
      weatherTurn(),
      userTurn([toolResult("toolu_1", "Sunny")]),
    );
    expect(assistant).toEqual({
      role: "assistant",
      content: "Let me look.",
      tool_calls: [
        { id: "toolu_1", type: "function", function: { name: "weather", arguments: '{"city":"Oslo"}' } },
      ],
    });
  });

  it("tool results come right after the assistant's tool calls, before the user's text", () => {
    const messages = chatOf(
      userTurn("Weather in Oslo and Rome?"),
      assistantTurn([
        toolUse("toolu_1", "weather", { city: "Oslo" }),
        toolUse("toolu_2", "weather", { city: "Rome" }),
      ]),
      userTurn([textBlock("Be brief."), toolResult("toolu_2", "Rain"), toolResult("toolu_1", "Sunny")]),
    );
    expect(messages.slice(2)).toEqual([
      { role: "tool", tool_call_id: "toolu_2", content: "Rain" },
      { role: "tool", tool_call_id: "toolu_1", content: "Sunny" },
      { role: "user", content: "Be brief." },
    ]);
  });

  it("a tool result's text blocks are joined into the tool message, and no empty user message follows", () => {
    const messages = chatOf(
      userTurn("?"),
      weatherTurn(),
      userTurn([toolResult("toolu_1", [textBlock("Sunny"), textBlock("12 °C")])]),
    );
    expect(messages.at(-1)).toEqual({ role: "tool", tool_call_id: "toolu_1", content: "Sunny\n12 °C" });
  });

  it("a tool result marked as an error tells the model the call failed", () => {
    const failed = toolResult("toolu_1", "city not found", { is_error: true });
    expect(chatOf(userTurn("?"), weatherTurn(), userTurn([failed])).at(-1)?.content).toBe(
      "Error: city not found",
    );
    const said = toolResult("toolu_1", "Error: city not found", { is_error: true });
    expect(chatOf(userTurn("?"), weatherTurn(), userTurn([said])).at(-1)?.content).toBe(
      "Error: city not found",
    );
  });

  it("images a tool returned follow in a user message that names the call", () => {
    const result = toolResult("toolu_1", [textBlock("Screenshot taken"), base64Image("QUJD")]);
    expect(chatOf(userTurn("?"), weatherTurn(), userTurn([result])).slice(2)).toEqual([
      { role: "tool", tool_call_id: "toolu_1", content: "Screenshot taken" },
      {
        role: "user",
        content: [
          { type: "text", text: "Images returned by tool call toolu_1:" },
          { type: "image_url", image_url: { url: "data:image/png;base64,QUJD" } },
        ],
      },
    ]);
  });
});

describe("a user turn's tool results, at their edges", () => {
  it("a tool result without content, or with null content, is an empty tool message", () => {
    for (const result of [toolResult("toolu_1"), toolResult("toolu_1", null)])
      expect(chatOf(userTurn("?"), weatherTurn(), userTurn([result])).slice(2)).toEqual([
        { role: "tool", tool_call_id: "toolu_1", content: "" },
      ]);
  });

  it("a tool result without a tool_use_id is refused naming it", () => {
    const refusal = refusalOf(() => chatOf(userTurn("?"), weatherTurn(), userTurn([toolResult("")])));
    expect(refusal.param).toBe("messages[2].content[0].tool_use_id");
    expect(refusal.message).toBe("messages[2].content[0].tool_use_id must be a string");
  });

  it("a failed call whose text starts with a word like errors still says Error, and is_error false says nothing", () => {
    const failed = toolResult("toolu_1", "errors: 3", { is_error: true });
    expect(chatOf(userTurn("?"), weatherTurn(), userTurn([failed])).at(-1)?.content).toBe("Error: errors: 3");
    const said = toolResult("toolu_1", "ERROR city not found", { is_error: true });
    expect(chatOf(userTurn("?"), weatherTurn(), userTurn([said])).at(-1)?.content).toBe(
      "ERROR city not found",
    );
    const fine = toolResult("toolu_1", "Sunny", { is_error: false });
    expect(chatOf(userTurn("?"), weatherTurn(), userTurn([fine])).at(-1)?.content).toBe("Sunny");
  });

  it("a user's lone image stays a list of parts, a lone text a string", () => {
    expect(chatOf(userTurn([base64Image("QUJD")]))).toEqual([
      { role: "user", content: [{ type: "image_url", image_url: { url: "data:image/png;base64,QUJD" } }] },
    ]);
    expect(chatOf(userTurn([textBlock("Hi")]))).toEqual([{ role: "user", content: "Hi" }]);
  });

  it("a user turn with no blocks at all is an empty user message", () => {
    expect(chatOf(userTurn([]))).toEqual([{ role: "user", content: [] }]);
  });
});

import { describe, expect, it } from "vitest";
import { customTool, refusalOf } from "./anthropic-messages.test-helper.ts";
import { chatToolFields } from "./chat-tools-of-messages.ts";

const schema = { type: "object", properties: { city: { type: "string" } } };

describe("the chat tools of a Messages request", () => {
  it("a custom tool becomes a function tool with its description and input schema as parameters", () => {
    const tool = customTool("weather", {
      description: "Today's weather",
      cache_control: { type: "ephemeral" },
    });
    expect(chatToolFields([tool], undefined)).toEqual({
      tools: [
        {
          type: "function",
          function: { name: "weather", description: "Today's weather", parameters: schema },
        },
      ],
    });
  });

  it("a tool typed custom and a strict tool keep their meaning", () => {
    const { tools } = chatToolFields([customTool("weather", { type: "custom", strict: true })], undefined);
    expect(tools).toEqual([
      { type: "function", function: { name: "weather", parameters: schema, strict: true } },
    ]);
  });

  it("input examples, which guide the model, join the description", () => {
    const tool = customTool("weather", { description: "Weather", input_examples: [{ city: "Oslo" }] });
    const [chatTool] = chatToolFields([tool], undefined).tools as { function: { description: string } }[];
    expect(chatTool?.function.description).toBe('Weather\n\nExamples of input:\n{"city":"Oslo"}');
  });

  it("a web search server tool is refused naming tools[0].type", () => {
    const refusal = refusalOf(() =>
      chatToolFields([{ type: "web_search_20250305", name: "web_search" }], undefined),
    );
    expect(refusal.param).toBe("tools[0].type");
    expect(refusal.message).toMatch(
      /^tools\[0\]\.type is "web_search_20250305", one of Anthropic's server tools/,
    );
  });

  it("a bash tool among custom tools is refused naming its place", () => {
    const tools = [customTool("weather"), { type: "bash_20250124", name: "bash" }];
    expect(refusalOf(() => chatToolFields(tools, undefined)).param).toBe("tools[1].type");
  });

  it("a tool without an input schema, or with a name chat refuses, is refused naming the field", () => {
    expect(refusalOf(() => chatToolFields([{ name: "weather" }], undefined)).param).toBe(
      "tools[0].input_schema",
    );
    expect(refusalOf(() => chatToolFields([customTool("get weather")], undefined)).param).toBe(
      "tools[0].name",
    );
  });

  it.each([
    [{ type: "auto" }, "auto"],
    [{ type: "any" }, "required"],
    [{ type: "none" }, "none"],
    [
      { type: "tool", name: "weather" },
      { type: "function", function: { name: "weather" } },
    ],
  ])("tool_choice %o becomes chat's %o", (choice, chatChoice) => {
    expect(chatToolFields(undefined, choice)).toEqual({ tool_choice: chatChoice });
  });

  it("disable_parallel_tool_use asks chat for no parallel tool calls", () => {
    expect(chatToolFields(undefined, { type: "any", disable_parallel_tool_use: true })).toEqual({
      tool_choice: "required",
      parallel_tool_calls: false,
    });
  });

  it("an unknown tool_choice type is refused naming tool_choice.type", () => {
    expect(refusalOf(() => chatToolFields(undefined, { type: "some" })).param).toBe("tool_choice.type");
  });
});

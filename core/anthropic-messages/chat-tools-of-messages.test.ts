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

describe("the tools' refusals, in the words a caller sees", () => {
  it.each([
    [{ tools: { weather: {} } }, "tools must be a list of tools"],
    [{ tools: ["weather"] }, "tools[0] must be an object with name and input_schema"],
    [
      { tools: [{ type: "bash_20250124", name: "bash" }] },
      "tools[0].type is \"bash_20250124\", one of Anthropic's server tools, which run on Anthropic's side: " +
        "chat-completions models do not offer them. Define a custom tool (name, description, input_schema) instead",
    ],
    [
      { tools: [customTool("get weather")] },
      "tools[0].name must be 1 to 64 letters, digits, underscores or dashes",
    ],
    [
      { tools: [{ ...customTool("weather"), name: 7 }] },
      "tools[0].name must be 1 to 64 letters, digits, underscores or dashes",
    ],
    [
      { tools: [customTool("weather", { input_schema: "{}" })] },
      "tools[0].input_schema must be a JSON Schema object",
    ],
    [{ tools: [customTool("weather", { description: 7 })] }, "tools[0].description must be a string"],
    [
      { tools: [customTool("weather", { defer_loading: true })] },
      "tools[0].defer_loading needs Anthropic's tool search server tool to load the tool, which chat-completions " +
        "models do not offer",
    ],
    [
      { tools: [customTool("weather", { input_examples: { city: "Oslo" } })] },
      "tools[0].input_examples must be a list of example inputs",
    ],
    [{ choice: "auto" }, "tool_choice.type must be one of: auto, any, tool, none"],
    [{ choice: { type: "some" } }, "tool_choice.type must be one of: auto, any, tool, none"],
    [{ choice: { type: "tool" } }, "tool_choice.name must name the tool to use"],
    [{ choice: { type: "tool", name: "" } }, "tool_choice.name must name the tool to use"],
  ])("%j is refused: %s", (given, message) => {
    const { tools, choice } = given as { tools?: unknown; choice?: unknown };
    expect(refusalOf(() => chatToolFields(tools, choice)).message).toBe(message);
  });

  it("tools and tool choice sent as null ask for nothing; a null tool type is a custom tool", () => {
    expect(chatToolFields(null, null)).toEqual({});
    expect(chatToolFields([customTool("weather", { type: null })], undefined)).toEqual({
      tools: [{ type: "function", function: { name: "weather", parameters: schema } }],
    });
  });

  it("defer_loading false, empty or null examples and strict false are taken as they mean", () => {
    const tool = customTool("weather", { defer_loading: false, input_examples: [], strict: false });
    expect(chatToolFields([tool], undefined).tools).toEqual([
      { type: "function", function: { name: "weather", parameters: schema, strict: false } },
    ]);
    const nullExamples = customTool("weather", { input_examples: null, strict: "yes" });
    expect(chatToolFields([nullExamples], undefined).tools).toEqual([
      { type: "function", function: { name: "weather", parameters: schema } },
    ]);
  });

  it("examples alone make the description, one example a line", () => {
    const tool = customTool("weather", { input_examples: [{ city: "Oslo" }, { city: "Rome" }] });
    const [chatTool] = chatToolFields([tool], undefined).tools as { function: { description: string } }[];
    expect(chatTool?.function.description).toBe('Examples of input:\n{"city":"Oslo"}\n{"city":"Rome"}');
  });

  it("disable_parallel_tool_use also holds for auto and a named tool, not for none", () => {
    expect(chatToolFields(undefined, { type: "auto", disable_parallel_tool_use: true })).toEqual({
      tool_choice: "auto",
      parallel_tool_calls: false,
    });
    expect(
      chatToolFields(undefined, { type: "tool", name: "weather", disable_parallel_tool_use: true }),
    ).toEqual({
      tool_choice: { type: "function", function: { name: "weather" } },
      parallel_tool_calls: false,
    });
    expect(chatToolFields(undefined, { type: "none", disable_parallel_tool_use: true })).toEqual({
      tool_choice: "none",
    });
    expect(chatToolFields(undefined, { type: "auto", disable_parallel_tool_use: false })).toEqual({
      tool_choice: "auto",
    });
  });
});

import { describe, expect, it } from "vitest";
import { chatToolFields } from "./chat-tools-of-responses.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

const weather = {
  type: "function",
  name: "weather",
  description: "Today's weather",
  parameters: { type: "object" },
};

function refusalOf(body: Record<string, unknown>): ResponsesRequestError {
  try {
    chatToolFields(body);
  } catch (error) {
    if (error instanceof ResponsesRequestError) return error;
    throw error;
  }
  throw new Error("the tools were translated");
}

describe("a Responses request's tools as chat's", () => {
  it("nests each function tool under function, as chat completions define tools", () => {
    expect(chatToolFields({ tools: [{ ...weather, strict: true }] })).toEqual({
      tools: [
        {
          type: "function",
          function: {
            name: "weather",
            description: "Today's weather",
            parameters: { type: "object" },
            strict: true,
          },
        },
      ],
    });
  });

  it("sends strict only when the client did, leaving chat's own default otherwise", () => {
    const { tools } = chatToolFields({ tools: [{ type: "function", name: "now", strict: null }] });
    expect(tools).toEqual([{ type: "function", function: { name: "now" } }]);
  });

  it("refuses a built-in tool naming tools[i].type, since no chat model runs it", () => {
    const error = refusalOf({ tools: [weather, { type: "web_search" }] });
    expect(error.param).toBe("tools[1].type");
    expect(error.message).toMatch(/^tools\[1\]\.type "web_search" is a built-in tool/);
  });

  it("refuses a function tool field chat cannot carry rather than dropping it", () => {
    expect(refusalOf({ tools: [{ ...weather, defer_loading: true }] }).param).toBe("tools[0].defer_loading");
  });

  it.each([
    ["auto", "auto"],
    ["required", "required"],
    [
      { type: "function", name: "weather" },
      { type: "function", function: { name: "weather" } },
    ],
    [
      { type: "allowed_tools", mode: "required", tools: [{ type: "function", name: "weather" }] },
      {
        type: "allowed_tools",
        allowed_tools: { mode: "required", tools: [{ type: "function", function: { name: "weather" } }] },
      },
    ],
  ])("translates tool_choice %j to chat's shape", (choice, expected) => {
    expect(chatToolFields({ tools: [weather], tool_choice: choice }).tool_choice).toEqual(expected);
  });

  it("passes parallel_tool_calls along with the tools", () => {
    expect(chatToolFields({ tools: [weather], parallel_tool_calls: false }).parallel_tool_calls).toBe(false);
  });

  it("sends no tool settings without tools, which chat completions would refuse", () => {
    expect(chatToolFields({ tools: [], tool_choice: "auto", parallel_tool_calls: true })).toEqual({});
  });

  it.each([
    [{ tool_choice: "required" }, "tool_choice"],
    [{ tools: [weather], tool_choice: { type: "file_search" } }, "tool_choice.type"],
    [{ tools: [weather], tool_choice: { type: "function" } }, "tool_choice.name"],
    [
      { tools: [weather], tool_choice: { type: "allowed_tools", mode: "auto", tools: [{ type: "mcp" }] } },
      "tool_choice.tools[0].type",
    ],
    [{ tools: { weather } }, "tools"],
    [{ parallel_tool_calls: "yes" }, "parallel_tool_calls"],
    [{ tools: [{ type: "function" }] }, "tools[0].name"],
  ])("refuses a tool choice or tool it cannot honour (%j)", (body, param) => {
    expect(refusalOf(body).param).toBe(param);
  });
});

describe("the tools' refusals, in the words a caller sees", () => {
  it.each([
    [{ parallel_tool_calls: 1 }, "parallel_tool_calls must be true or false"],
    [{ tools: "weather" }, "tools must be a list of tools"],
    [{ tools: ["weather"] }, 'tools[0].type must be a string, e.g. "function"'],
    [{ tools: [{ name: "weather" }] }, 'tools[0].type must be a string, e.g. "function"'],
    [
      { tools: [{ type: "web_search" }] },
      'tools[0].type "web_search" is a built-in tool, which the gateway does not run for chat-completions ' +
        "models; offer function tools instead",
    ],
    [
      { tools: [{ ...weather, defer_loading: true }] },
      "tools[0].defer_loading is not offered for chat-completions models",
    ],
    [{ tools: [{ ...weather, name: "" }] }, "tools[0].name must name the function"],
    [{ tools: [{ ...weather, parameters: "{}" }] }, "tools[0].parameters must be a JSON Schema object"],
    [{ tool_choice: "required" }, 'tool_choice "required" needs tools: offer at least one function tool'],
    [
      { tools: [weather], tool_choice: "sometimes" },
      "tool_choice must be one of: auto, none, required, or an object",
    ],
    [
      { tool_choice: { type: "function", name: "weather" } },
      "tool_choice names tools, but no tools are offered",
    ],
    [
      { tools: [weather], tool_choice: { type: "file_search" } },
      'tool_choice.type must be "function" or "allowed_tools": built-in tools are not run for chat-completions models',
    ],
    [
      { tools: [weather], tool_choice: { type: "function", name: "" } },
      "tool_choice.name must name a function tool",
    ],
    [
      { tools: [weather], tool_choice: { type: "allowed_tools", mode: "none", tools: [] } },
      'tool_choice.mode must be "auto" or "required"',
    ],
    [
      { tools: [weather], tool_choice: { type: "allowed_tools", mode: "auto" } },
      "tool_choice.tools must be a list of tools",
    ],
    [
      { tools: [weather], tool_choice: { type: "allowed_tools", mode: "auto", tools: ["weather"] } },
      'tool_choice.tools[0].type must be "function": built-in tools are not run',
    ],
    [
      {
        tools: [weather],
        tool_choice: { type: "allowed_tools", mode: "auto", tools: [{ type: "function" }] },
      },
      "tool_choice.tools[0].name must name a function tool",
    ],
  ])("%j is refused: %s", (body, message) => {
    expect(refusalOf(body).message).toBe(message);
  });

  it("tools, tool choice and parallel calls sent as null ask for nothing", () => {
    expect(chatToolFields({ tools: null, tool_choice: null, parallel_tool_calls: null })).toEqual({});
    expect(chatToolFields({ tools: [weather], tool_choice: null, parallel_tool_calls: null })).toEqual({
      tools: [
        {
          type: "function",
          function: { name: "weather", description: "Today's weather", parameters: { type: "object" } },
        },
      ],
    });
  });

  it("a function tool with null extra fields and null parameters is taken, sending only its name", () => {
    const tool = { type: "function", name: "now", parameters: null, description: null, defer_loading: null };
    expect(chatToolFields({ tools: [tool] }).tools).toEqual([
      { type: "function", function: { name: "now" } },
    ]);
  });

  it("tool_choice none and auto are passed with tools, and dropped without", () => {
    expect(chatToolFields({ tools: [weather], tool_choice: "none" }).tool_choice).toBe("none");
    expect(chatToolFields({ tool_choice: "none" })).toEqual({});
    expect(chatToolFields({ tool_choice: "auto" })).toEqual({});
  });

  it("allowed tools in auto mode keep their mode", () => {
    const choice = { type: "allowed_tools", mode: "auto", tools: [{ type: "function", name: "weather" }] };
    expect(chatToolFields({ tools: [weather], tool_choice: choice }).tool_choice).toEqual({
      type: "allowed_tools",
      allowed_tools: { mode: "auto", tools: [{ type: "function", function: { name: "weather" } }] },
    });
  });

  it("parallel_tool_calls true is passed too", () => {
    expect(chatToolFields({ tools: [weather], parallel_tool_calls: true }).parallel_tool_calls).toBe(true);
  });
});

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

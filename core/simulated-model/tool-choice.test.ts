import { describe, expect, it } from "vitest";
import { InvalidToolRequest } from "./invalid-tool-request.error.ts";
import { simulatedToolCall } from "./simulated-tool-call.ts";
import { toolOffer } from "./tool-offer.ts";

const fn = (name: string, extra: Record<string, unknown> = {}) => ({
  type: "function",
  function: { name, ...extra },
});

function refusal(act: () => unknown): { param: string; message: string; name: string } {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidToolRequest);
    const { param, message, name } = error as InvalidToolRequest;
    return { param, message, name };
  }
  throw new Error("nothing was refused");
}

describe("the tools a request offers", () => {
  it("are none when tools are absent or null, whatever is allowed", () => {
    expect(toolOffer(null, null)).toEqual({ tools: [], mode: "auto" });
    expect(toolOffer(undefined, "none")).toEqual({ tools: [], mode: "none" });
  });

  it("leave out entries that are not function tools, null ones included", () => {
    const offer = toolOffer(
      [null, { type: "web_search" }, fn("a", { description: 3 }), fn("b", { description: "B" })],
      "auto",
    );
    expect(offer.tools).toEqual([
      { index: 2, name: "a", description: "", parameters: undefined },
      { index: 3, name: "b", description: "B", parameters: undefined },
    ]);
  });

  it("are narrowed to allowed_tools in their order, under auto too", () => {
    const offer = toolOffer([fn("a"), fn("b"), fn("c")], {
      type: "allowed_tools",
      allowed_tools: { mode: "auto", tools: [fn("c"), fn("a")] },
    });
    expect(offer).toMatchObject({
      mode: "auto",
      tools: [
        { name: "c", index: 2 },
        { name: "a", index: 0 },
      ],
    });
  });

  it.each([
    [{ get: {} }, "auto", "tools", "tools must be a list"],
    [
      [fn("a"), { type: "function", function: { name: 1 } }],
      "auto",
      "tools[1].function.name",
      "tools[1].function.name must be a string",
    ],
    [[{ type: "function" }], "auto", "tools[0].function.name", "tools[0].function.name must be a string"],
    [
      [fn("a")],
      { type: "function", function: { name: "b" } },
      "tool_choice",
      'tool_choice names the function "b", which is not among the tools',
    ],
    [
      [fn("a")],
      { type: "function" },
      "tool_choice",
      "tool_choice names the function undefined, which is not among the tools",
    ],
    [[fn("a")], "always", "tool_choice", '"always" is not a tool choice the simulated provider understands'],
    [
      [fn("a")],
      { type: "custom" },
      "tool_choice",
      '{"type":"custom"} is not a tool choice the simulated provider understands',
    ],
    [
      [fn("a")],
      { type: "allowed_tools" },
      "tool_choice.allowed_tools",
      "must give a mode (auto or required) and a list of tools",
    ],
    [
      [fn("a")],
      { type: "allowed_tools", allowed_tools: { mode: "none", tools: [] } },
      "tool_choice.allowed_tools",
      "must give a mode (auto or required) and a list of tools",
    ],
    [
      [fn("a")],
      { type: "allowed_tools", allowed_tools: { mode: "auto", tools: {} } },
      "tool_choice.allowed_tools",
      "must give a mode (auto or required) and a list of tools",
    ],
    [
      [fn("a")],
      { type: "allowed_tools", allowed_tools: { mode: "required", tools: [fn("a"), null] } },
      "tool_choice.allowed_tools.tools[1]",
      "tool_choice.allowed_tools.tools[1] names the function undefined, which is not among the tools",
    ],
  ])("refuses a malformed request, naming the field (%#)", (tools, choice, param, message) => {
    expect(refusal(() => toolOffer(tools, choice))).toEqual({ param, message, name: "InvalidToolRequest" });
  });
});

describe("the tool the simulated model calls", () => {
  const call = (tools: unknown[], message: string, choice?: unknown) =>
    simulatedToolCall(tools, choice, `user:${message}`, { lastUserMessage: message });

  it("is chosen by its name's words before its description's", () => {
    const tools = [fn("lookup", { description: "Find the price of a stock" }), fn("stock_price")];
    expect(call(tools, "stock price please")?.name).toBe("stock_price");
    const described = [fn("lookup", { description: "The stock price history" }), fn("find_stock")];
    expect(call(described, "stock price history")?.name).toBe("lookup");
    expect(call([fn("tool_a", { description: "weather" }), fn("weather")], "weather")?.name).toBe("weather");
  });

  it("counts a shared word once, however often it is repeated", () => {
    const tools = [fn("city_weather", { description: "weather weather weather" }), fn("weather_city_report")];
    expect(call(tools, "weather report for the city")?.name).toBe("weather_city_report");
  });

  it("is chosen from the last 4,000 characters of a long message", () => {
    const tools = [fn("stock_quote"), fn("weather")];
    const message = (filler: number) => `stock quote ${"x".repeat(filler)} weather`;
    expect(message(3_980)).toHaveLength(4_000);
    expect(call(tools, message(3_980))?.name).toBe("stock_quote");
    expect(call(tools, message(3_992))?.name).toBe("weather");
  });

  it("is read from the user's last turn when the message is not given, up to the next turn", () => {
    const tools = [fn("get_user"), fn("get_weather"), fn("get_stock")];
    const conversation = "system:about a user\nuser:the weather?\nassistant:stock stock\ntool:x";
    expect(simulatedToolCall(tools, "required", conversation)?.name).toBe("get_weather");
    expect(simulatedToolCall(tools, "required", "user:stock\nfunction:weather weather")?.name).toBe(
      "get_stock",
    );
    expect(simulatedToolCall(tools, "required", "no turns here: stock")?.name).toBe("get_stock");
  });

  it("is refused when one is required and none is offered", () => {
    expect(refusal(() => call([{ type: "web_search" }], "hi", "required"))).toEqual({
      param: "tool_choice",
      message: 'tool_choice "required" needs at least one function tool',
      name: "InvalidToolRequest",
    });
  });

  it("gets an object for arguments even when its parameters leave the type open", () => {
    const open = fn("note", { parameters: { properties: { text: { type: "string" } }, required: ["text"] } });
    expect(JSON.parse(call([open], "note this")?.arguments ?? "")).toEqual({ text: expect.any(String) });
    const empty = fn("note", { parameters: {} });
    expect(JSON.parse(call([empty], "note this")?.arguments ?? "")).toEqual(expect.any(Object));
    expect(Array.isArray(JSON.parse(call([empty], "note")?.arguments ?? ""))).toBe(false);
  });

  it.each([
    [{ type: "string" }, "string"],
    [{ enum: ["x"] }, "string"],
    [{ const: 7 }, "number"],
    [{ anyOf: [{ type: "boolean" }] }, "boolean"],
    [{ allOf: [{ type: "boolean" }] }, "boolean"],
    [{ $ref: "#/$defs/b", $defs: { b: { type: "boolean" } } }, "boolean"],
  ])("keeps parameters that say what they are as they are (%#)", (parameters, kind) => {
    expect(typeof JSON.parse(call([fn("t", { parameters })], "go")?.arguments ?? "")).toBe(kind);
  });

  it("refuses parameters that are not a schema rather than reading them as an object", () => {
    expect(() => call([fn("t", { parameters: null })], "go")).toThrow(
      "tools[0].function.parameters is not a JSON schema (an object or a boolean)",
    );
    expect(() => call([fn("t", { parameters: [] })], "go")).toThrow(
      "tools[0].function.parameters is not a JSON schema (an object or a boolean)",
    );
  });

  it("names the parameters' default place when they cannot be honoured", () => {
    expect(() =>
      call([fn("a"), fn("b", { parameters: { type: "object", not: {} } })], "b", {
        type: "function",
        function: { name: "b" },
      }),
    ).toThrow("tools[1].function.parameters.not is not supported by the simulated provider");
  });
});

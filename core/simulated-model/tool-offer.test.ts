import { describe, expect, it } from "vitest";
import { InvalidToolRequest } from "./invalid-tool-request.error.ts";
import { toolOffer } from "./tool-offer.ts";

const tools = [
  {
    type: "function",
    function: { name: "get_weather", description: "Weather now", parameters: { type: "object" } },
  },
  { type: "custom", custom: { name: "run_sql" } },
  { type: "function", function: { name: "get_time" } },
];

describe("the tools a request lets the model call", () => {
  it("are its function tools, callable at will when tool_choice is absent or auto", () => {
    const offer = toolOffer(tools, undefined);
    expect(offer.mode).toBe("auto");
    expect(offer.tools.map((tool) => [tool.index, tool.name])).toEqual([
      [0, "get_weather"],
      [2, "get_time"],
    ]);
    expect(toolOffer(tools, "auto")).toEqual(offer);
    expect(toolOffer(undefined, undefined)).toEqual({ tools: [], mode: "auto" });
  });

  it("are the forced function alone, which must be called", () => {
    const offer = toolOffer(tools, { type: "function", function: { name: "get_time" } });
    expect(offer).toEqual({
      mode: "required",
      tools: [{ index: 2, name: "get_time", description: "", parameters: undefined }],
    });
  });

  it("are narrowed to allowed_tools, with its mode", () => {
    const offer = toolOffer(tools, {
      type: "allowed_tools",
      allowed_tools: { mode: "required", tools: [{ type: "function", function: { name: "get_weather" } }] },
    });
    expect(offer.mode).toBe("required");
    expect(offer.tools.map((tool) => tool.name)).toEqual(["get_weather"]);
  });

  it("keep none and required as they are", () => {
    expect(toolOffer(tools, "none").mode).toBe("none");
    expect(toolOffer(tools, "required").mode).toBe("required");
  });

  it("cannot be read from a malformed tool or a choice naming a function not offered", () => {
    const refusal = (tools: unknown, choice: unknown) => {
      try {
        toolOffer(tools, choice);
      } catch (error) {
        return error instanceof InvalidToolRequest ? error.param : error;
      }
      return null;
    };
    expect(refusal(tools, { type: "function", function: { name: "run_sql" } })).toBe("tool_choice");
    expect(refusal([{ type: "function", function: {} }], "auto")).toBe("tools[0].function.name");
    expect(refusal({ get_time: {} }, "auto")).toBe("tools");
    expect(refusal(tools, "always")).toBe("tool_choice");
  });
});

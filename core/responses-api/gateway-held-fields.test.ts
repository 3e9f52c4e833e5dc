import { describe, expect, it } from "vitest";
import { checkGatewayHeldFields } from "./gateway-held-fields.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

function refusalOf(body: Record<string, unknown>): ResponsesRequestError {
  try {
    checkGatewayHeldFields(body);
  } catch (error) {
    if (error instanceof ResponsesRequestError) return error;
    throw error;
  }
  throw new Error("The fields were accepted, not refused");
}

describe("the Responses fields the gateway acts on itself", () => {
  it("accepts each of them sent as null, as if left out", () => {
    const fields = [
      "previous_response_id",
      "store",
      "stream",
      "background",
      "conversation",
      "prompt",
      "context_management",
      "truncation",
      "stream_options",
      "max_tool_calls",
      "metadata",
      "n",
      "messages",
    ];
    expect(() =>
      checkGatewayHeldFields(Object.fromEntries(fields.map((field) => [field, null]))),
    ).not.toThrow();
  });

  it("accepts the values it offers", () => {
    const body = {
      previous_response_id: "resp_1",
      store: true,
      stream: false,
      background: false,
      truncation: "disabled",
      stream_options: { include_obfuscation: true },
      max_tool_calls: 0,
      metadata: { team: "a", run: "7" },
      n: 1,
    };
    expect(() => checkGatewayHeldFields(body)).not.toThrow();
    expect(() => checkGatewayHeldFields({ truncation: "auto", metadata: {} })).not.toThrow();
  });

  it.each([
    [{ previous_response_id: 7 }, "previous_response_id must be the id of an earlier response"],
    [{ store: "yes" }, "store must be true or false"],
    [{ stream: 1 }, "stream must be true or false"],
    [{ background: "no" }, "background must be true or false"],
    [{ background: true }, "background is not offered: responses are answered while you wait"],
    [
      { conversation: "conv_1" },
      "conversation is not offered: continue a conversation with previous_response_id",
    ],
    [
      { prompt: { id: "pmpt_1" } },
      "prompt is not offered: prompt templates are not stored here; send instructions and input",
    ],
    [{ context_management: [] }, "context_management is not offered: conversations are not compacted"],
    [{ truncation: "middle" }, 'truncation must be "auto" or "disabled"'],
    [{ stream_options: "fast" }, "stream_options must be an object"],
    [{ stream_options: [] }, "stream_options must be an object"],
    [{ max_tool_calls: "3" }, "max_tool_calls must be a whole number"],
    [{ max_tool_calls: 2.5 }, "max_tool_calls must be a whole number"],
    [{ metadata: "team a" }, "metadata must be an object of string values"],
    [{ metadata: { team: "a", size: 3 } }, "metadata must be an object of string values"],
    [{ n: 2 }, "n is not offered: a response holds one answer"],
    [{ n: 0 }, "n is not offered: a response holds one answer"],
    [{ messages: [] }, "messages is a chat-completions field: send the conversation as input"],
  ])("refuses %j: %s", (body, message) => {
    const error = refusalOf(body);
    expect(error.message).toBe(message);
    expect(error.param).toBe(Object.keys(body)[0]);
  });

  it("checks the fields in a fixed order: a bad previous_response_id is told before a refused conversation", () => {
    expect(refusalOf({ previous_response_id: 1, conversation: "conv_1" }).param).toBe("previous_response_id");
  });
});

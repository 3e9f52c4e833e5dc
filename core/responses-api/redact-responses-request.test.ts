import { describe, expect, it } from "vitest";
import { redactResponsesRequest } from "./redact-responses-request.ts";

const EMAIL = "ada@example.com";
const redact = (text: string) => text.replaceAll(EMAIL, "<EMAIL>");

describe("redacting people's text in a Responses request sent on as it is", () => {
  it("redacts a string input and the instructions, leaving the other fields as sent", () => {
    const body = {
      model: "gpt-test",
      input: `Mail ${EMAIL}`,
      instructions: `Never write to ${EMAIL}`,
      temperature: 0,
    };
    expect(redactResponsesRequest(body, redact)).toEqual({
      model: "gpt-test",
      input: "Mail <EMAIL>",
      instructions: "Never write to <EMAIL>",
      temperature: 0,
    });
  });

  it("redacts message contents and text parts, and leaves images as sent", () => {
    const image = { type: "input_image", image_url: "https://example.com/a.png", detail: "auto" };
    const input = [
      { role: "user", content: `I am ${EMAIL}` },
      { role: "user", content: [{ type: "input_text", text: `Reply to ${EMAIL}` }, image] },
      {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: `Noted: ${EMAIL}`, annotations: [] }],
      },
    ];
    expect(redactResponsesRequest({ input }, redact).input).toEqual([
      { role: "user", content: "I am <EMAIL>" },
      { role: "user", content: [{ type: "input_text", text: "Reply to <EMAIL>" }, image] },
      {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "Noted: <EMAIL>", annotations: [] }],
      },
    ]);
  });

  it("redacts a function call's arguments inside their JSON, and its output as text or text parts", () => {
    const input = [
      { type: "function_call", call_id: "call_1", name: "send", arguments: JSON.stringify({ to: EMAIL }) },
      { type: "function_call_output", call_id: "call_1", output: `Sent to ${EMAIL}` },
      { type: "function_call_output", call_id: "call_2", output: [{ type: "input_text", text: EMAIL }] },
    ];
    const [call, output, parts] = redactResponsesRequest({ input }, redact).input as Record<
      string,
      unknown
    >[];
    expect(call).toMatchObject({ call_id: "call_1", name: "send" });
    expect(JSON.parse(call?.arguments as string)).toEqual({ to: "<EMAIL>" });
    expect(output).toEqual({ type: "function_call_output", call_id: "call_1", output: "Sent to <EMAIL>" });
    expect(parts?.output).toEqual([{ type: "input_text", text: "<EMAIL>" }]);
  });

  it("redacts a reasoning item's summary and keeps its encrypted content", () => {
    const reasoning = {
      type: "reasoning",
      id: "rs_1",
      summary: [{ type: "summary_text", text: `The user is ${EMAIL}` }],
      encrypted_content: "gAAAA",
    };
    expect(redactResponsesRequest({ input: [reasoning] }, redact).input).toEqual([
      { ...reasoning, summary: [{ type: "summary_text", text: "The user is <EMAIL>" }] },
    ]);
  });

  it("redacts function tools' descriptions, down into their parameters, and leaves other tools as sent", () => {
    const tool = {
      type: "function",
      name: "send",
      description: `Writes to ${EMAIL}`,
      parameters: { type: "object", properties: { to: { type: "string", description: `e.g. ${EMAIL}` } } },
    };
    const search = { type: "web_search" };
    expect(redactResponsesRequest({ tools: [tool, search] }, redact).tools).toEqual([
      {
        ...tool,
        description: "Writes to <EMAIL>",
        parameters: { type: "object", properties: { to: { type: "string", description: "e.g. <EMAIL>" } } },
      },
      search,
    ]);
  });
});

describe("redacting a Responses request, at its edges", () => {
  it("reads an item without a type as a message", () => {
    const input = [{ type: null, role: "user", content: `Mail ${EMAIL}` }];
    expect(redactResponsesRequest({ input }, redact).input).toEqual([
      { type: null, role: "user", content: "Mail <EMAIL>" },
    ]);
  });

  it("redacts a reasoning item's content as well as its summary", () => {
    const reasoning = {
      type: "reasoning",
      content: [{ type: "reasoning_text", text: `Write ${EMAIL}` }],
    };
    expect(redactResponsesRequest({ input: [reasoning] }, redact).input).toEqual([
      { type: "reasoning", content: [{ type: "reasoning_text", text: "Write <EMAIL>" }] },
    ]);
  });

  it("leaves as sent what holds no text, adding no field an item did not have", () => {
    const input = [
      "loose",
      { type: "message", role: "user" },
      { type: "message", role: "user", content: 7 },
      { type: "function_call", call_id: "call_1", name: "send", arguments: { to: EMAIL } },
      { type: "function_call_output", call_id: "call_1" },
      { type: "reasoning", id: "rs_1" },
      { type: "web_search_call", id: "ws_1", query: EMAIL },
    ];
    const tools = ["send", { type: "web_search", description: EMAIL }];
    const body = { model: "gpt-test", input, tools, instructions: null };
    const redacted = redactResponsesRequest(body, redact);
    expect(redacted).toEqual(body);
    expect((redacted.input as object[])[1]).not.toHaveProperty("content");
    expect((redacted.input as object[])[4]).not.toHaveProperty("output");
  });

  it("a body without input or tools gets none", () => {
    const redacted = redactResponsesRequest({ model: "gpt-test", previous_response_id: "resp_1" }, redact);
    expect(redacted).toEqual({ model: "gpt-test", previous_response_id: "resp_1" });
    expect(redacted).not.toHaveProperty("input");
  });
});

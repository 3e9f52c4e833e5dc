import { describe, expect, it } from "vitest";
import { PiiHandling } from "../organization/pii-handling.ts";
import { PiiRedactor } from "./pii-redactor.ts";
import { redactChatRequest, redactJsonText } from "./redact-chat-request.ts";

const EMAIL = "ada@example.com";

function masked<T extends Parameters<typeof redactChatRequest>[0]>(request: T): T {
  const redactor = new PiiRedactor(PiiHandling.PSEUDONYMIZE);
  return redactChatRequest(request, (text) => redactor.redact(text));
}

describe("redacting every text a chat request carries", () => {
  it("masks text parts and leaves image parts as sent", () => {
    const image = { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } };
    const { messages } = masked({
      messages: [{ role: "user", content: [{ type: "text", text: `Write to ${EMAIL}` }, image] }],
    });
    expect(messages[0]?.content).toEqual([{ type: "text", text: "Write to <EMAIL_ADDRESS_1>" }, image]);
  });

  it("masks a tool call's arguments inside their JSON, which stays valid JSON", () => {
    const { messages } = masked({
      messages: [
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_1",
              type: "function",
              function: { name: "send_mail", arguments: JSON.stringify({ to: EMAIL, cc: [EMAIL] }) },
            },
          ],
        },
      ],
    });
    const calls = messages[0]?.tool_calls as { id: string; function: { name: string; arguments: string } }[];
    const call = calls[0];
    expect(call?.id).toBe("call_1");
    expect(call?.function.name).toBe("send_mail");
    expect(JSON.parse(call?.function.arguments ?? "")).toEqual({
      to: "<EMAIL_ADDRESS_1>",
      cc: ["<EMAIL_ADDRESS_1>"],
    });
  });

  it("masks a tool's result and keeps the call it answers", () => {
    const { messages } = masked({
      messages: [{ role: "tool", tool_call_id: "call_1", content: `Sent to ${EMAIL}` }],
    });
    expect(messages[0]).toEqual({
      role: "tool",
      tool_call_id: "call_1",
      content: "Sent to <EMAIL_ADDRESS_1>",
    });
  });

  it("masks the tools' descriptions and keeps their names and schemas' structure", () => {
    const tool = {
      type: "function",
      function: {
        name: "send_mail",
        description: `Mails ${EMAIL}`,
        parameters: {
          type: "object",
          properties: { to: { type: "string", description: `e.g. ${EMAIL}` } },
          required: ["to"],
        },
      },
    };
    const { tools } = masked({ messages: [], tools: [tool] });
    expect(tools).toEqual([
      {
        type: "function",
        function: {
          name: "send_mail",
          description: "Mails <EMAIL_ADDRESS_1>",
          parameters: {
            type: "object",
            properties: { to: { type: "string", description: "e.g. <EMAIL_ADDRESS_1>" } },
            required: ["to"],
          },
        },
      },
    ]);
  });

  it("gives the same value the same placeholder across messages, tools and arguments", () => {
    const { messages } = masked({
      messages: [
        { role: "user", content: `Mail ${EMAIL} and bob@example.org` },
        { role: "tool", tool_call_id: "c", content: `${EMAIL} answered` },
      ],
    });
    expect(messages.map((message) => message.content)).toEqual([
      "Mail <EMAIL_ADDRESS_1> and <EMAIL_ADDRESS_2>",
      "<EMAIL_ADDRESS_1> answered",
    ]);
  });

  it("redacts arguments that are not JSON as plain text", () => {
    expect(redactJsonText(`{"to": "${EMAIL}"`, () => "<redacted>")).toBe("<redacted>");
  });
});

/** Marks every text it is given, so that what is redacted and what is left shows. */
const marked = <T extends Parameters<typeof redactChatRequest>[0]>(request: T): T =>
  redactChatRequest(request, (text) => `[${text}]`);

describe("which texts of a chat request are redacted", () => {
  it("redacts a message's refusal and a refusal part", () => {
    const { messages } = marked({
      messages: [{ role: "assistant", content: [{ type: "refusal", refusal: "No" }], refusal: "Not that" }],
    });
    expect(messages[0]).toStrictEqual({
      role: "assistant",
      content: [{ type: "refusal", refusal: "[No]" }],
      refusal: "[Not that]",
    });
  });

  it("redacts the arguments of a legacy function call", () => {
    const { messages } = marked({
      messages: [
        { role: "assistant", content: null, function_call: { name: "mail", arguments: '{"to":"x"}' } },
      ],
    });
    expect(messages[0]?.function_call).toStrictEqual({ name: "mail", arguments: '{"to":"[x]"}' });
  });

  it("keeps JSON nulls in arguments as they are", () => {
    expect(redactJsonText('{"to":"x","cc":null}', (text) => `[${text}]`)).toBe('{"to":"[x]","cc":null}');
  });

  it("leaves malformed tool calls, calls without arguments and parts that are no objects as sent", () => {
    const message = {
      role: "assistant",
      content: ["loose", null],
      tool_calls: ["call", { id: "c1", type: "function" }, { id: "c2", function: { name: "ping" } }],
      function_call: "mail",
    };
    expect(marked({ messages: [message] }).messages[0]).toStrictEqual(message);
  });

  it("leaves tools without a function, and tools that are no objects, as sent", () => {
    const tools = [{ type: "web_search" }, "calculator", null];
    expect(marked({ messages: [], tools }).tools).toStrictEqual(tools);
  });

  it("redacts only descriptions in a tool, in lists of schemas and under a parameter named description", () => {
    const tool = {
      type: "function",
      function: {
        name: "file_issue",
        description: "Files an issue",
        parameters: {
          type: "object",
          properties: {
            description: { type: "string", description: "What happened", default: null },
            owner: { anyOf: [{ type: "string", description: "A login" }, { type: "null" }] },
          },
          required: ["description"],
        },
      },
    };
    expect(marked({ messages: [], tools: [tool] }).tools).toStrictEqual([
      {
        type: "function",
        function: {
          name: "file_issue",
          description: "[Files an issue]",
          parameters: {
            type: "object",
            properties: {
              description: { type: "string", description: "[What happened]", default: null },
              owner: { anyOf: [{ type: "string", description: "[A login]" }, { type: "null" }] },
            },
            required: ["description"],
          },
        },
      },
    ]);
  });
});

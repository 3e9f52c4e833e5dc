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

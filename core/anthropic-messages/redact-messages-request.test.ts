import { describe, expect, it } from "vitest";
import {
  assistantTurn,
  base64Image,
  customTool,
  messagesBody,
  textBlock,
  toolResult,
  toolUse,
  userTurn,
} from "./anthropic-messages.test-helper.ts";
import { redactMessagesRequest } from "./redact-messages-request.ts";

const EMAIL = "ada@example.com";
/** Stands in for a department's redactor: every address becomes a placeholder. */
const redact = (text: string) => text.replaceAll(EMAIL, "<EMAIL>");

describe("redacting every piece of people's text a Messages request carries", () => {
  it("redacts the system prompt, as a string or as text blocks", () => {
    expect(redactMessagesRequest(messagesBody({ system: `Reply to ${EMAIL}` }), redact).system).toBe(
      "Reply to <EMAIL>",
    );
    const blocks = [textBlock(`Reply to ${EMAIL}`, { cache_control: { type: "ephemeral" } })];
    expect(redactMessagesRequest(messagesBody({ system: blocks }), redact).system).toEqual([
      textBlock("Reply to <EMAIL>", { cache_control: { type: "ephemeral" } }),
    ]);
  });

  it("redacts string contents and text blocks, and leaves images as sent", () => {
    const image = base64Image();
    const body = messagesBody({
      messages: [userTurn(`I am ${EMAIL}`), userTurn([textBlock(`Mail ${EMAIL}`), image])],
    });
    expect(redactMessagesRequest(body, redact).messages).toEqual([
      userTurn("I am <EMAIL>"),
      userTurn([textBlock("Mail <EMAIL>"), image]),
    ]);
  });

  it("redacts the string values of a tool use's input and keeps its id, name and structure", () => {
    const body = messagesBody({
      messages: [assistantTurn([toolUse("toolu_1", "send", { to: [EMAIL], count: 2 })])],
    });
    expect(redactMessagesRequest(body, redact).messages).toEqual([
      assistantTurn([toolUse("toolu_1", "send", { to: ["<EMAIL>"], count: 2 })]),
    ]);
  });

  it("redacts tool results, as a string or as text blocks", () => {
    const results = [
      toolResult("toolu_1", `Sent to ${EMAIL}`),
      toolResult("toolu_2", [textBlock(`Cc ${EMAIL}`)]),
    ];
    const body = messagesBody({ messages: [userTurn(results)] });
    expect(redactMessagesRequest(body, redact).messages).toEqual([
      userTurn([toolResult("toolu_1", "Sent to <EMAIL>"), toolResult("toolu_2", [textBlock("Cc <EMAIL>")])]),
    ]);
  });

  it("redacts a plain-text document and its context, and leaves a PDF's data as sent", () => {
    const text = {
      type: "document",
      context: `From ${EMAIL}`,
      source: { type: "text", media_type: "text/plain", data: EMAIL },
    };
    const pdf = { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBE" } };
    const [turn] = redactMessagesRequest(messagesBody({ messages: [userTurn([text, pdf])] }), redact)
      .messages as {
      content: unknown[];
    }[];
    expect(turn?.content).toEqual([
      {
        type: "document",
        context: "From <EMAIL>",
        source: { type: "text", media_type: "text/plain", data: "<EMAIL>" },
      },
      pdf,
    ]);
  });

  it("leaves thinking blocks as sent, since Anthropic refuses one whose signed text changed", () => {
    const thinking = { type: "thinking", thinking: `Write to ${EMAIL}`, signature: "sig" };
    const body = messagesBody({ messages: [assistantTurn([thinking])] });
    expect(redactMessagesRequest(body, redact).messages).toEqual([assistantTurn([thinking])]);
  });

  it("redacts the tools' descriptions, inside their schemas too, and keeps names and structure", () => {
    const schema = { type: "object", properties: { to: { type: "string", description: `e.g. ${EMAIL}` } } };
    const tool = customTool("send", { description: `Mails ${EMAIL}`, input_schema: schema });
    expect(redactMessagesRequest(messagesBody({ tools: [tool] }), redact).tools).toEqual([
      customTool("send", {
        description: "Mails <EMAIL>",
        input_schema: { type: "object", properties: { to: { type: "string", description: "e.g. <EMAIL>" } } },
      }),
    ]);
  });

  it("leaves everything else as sent", () => {
    const body = messagesBody({ metadata: { user_id: "user-1" }, max_tokens: 99, stream: true });
    expect(redactMessagesRequest(body, redact)).toEqual(body);
  });
});

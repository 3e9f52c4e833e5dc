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

describe("redacting a Messages request, at its edges", () => {
  it("redacts the text a text block cites, and keeps citations that are not objects", () => {
    const cited = textBlock(`See ${EMAIL}`, {
      citations: [{ type: "char_location", cited_text: `Mail ${EMAIL}`, start_char_index: 0 }, "raw"],
    });
    const body = messagesBody({ messages: [assistantTurn([cited])] });
    expect(redactMessagesRequest(body, redact).messages).toEqual([
      assistantTurn([
        textBlock("See <EMAIL>", {
          citations: [{ type: "char_location", cited_text: "Mail <EMAIL>", start_char_index: 0 }, "raw"],
        }),
      ]),
    ]);
  });

  it("redacts a document's title, a content document's blocks and a search result's content", () => {
    const content = {
      type: "document",
      title: `Notes for ${EMAIL}`,
      source: { type: "content", content: [textBlock(`Call ${EMAIL}`)] },
    };
    const search = { type: "search_result", source: "https://example.com", content: [textBlock(EMAIL)] };
    const url = { type: "document", source: { type: "url", url: `https://example.com/${EMAIL}` } };
    const body = messagesBody({ messages: [userTurn([content, search, url])] });
    expect(redactMessagesRequest(body, redact).messages).toEqual([
      userTurn([
        {
          type: "document",
          title: "Notes for <EMAIL>",
          source: { type: "content", content: [textBlock("Call <EMAIL>")] },
        },
        { type: "search_result", source: "https://example.com", content: [textBlock("<EMAIL>")] },
        url,
      ]),
    ]);
  });

  it("redacts the string values of a tool's input examples", () => {
    const tool = customTool("send", { input_examples: [{ to: EMAIL, count: 1 }] });
    expect(redactMessagesRequest(messagesBody({ tools: [tool] }), redact).tools).toEqual([
      customTool("send", { input_examples: [{ to: "<EMAIL>", count: 1 }] }),
    ]);
  });

  it("leaves as sent what holds no text: blocks without input or content, non-objects, a document without a source", () => {
    const blocks = [
      { type: "tool_use", id: "toolu_1", name: "now" },
      { type: "tool_result", tool_use_id: "toolu_1" },
      "loose text",
      { type: "document", title: 7 },
      { type: "text", text: 7 },
    ];
    const messages = [userTurn(blocks), { role: "user" }, "turn", userTurn({ text: EMAIL })];
    const tools = ["send", 7];
    const body = messagesBody({ messages, tools });
    expect(redactMessagesRequest(body, redact)).toEqual(body);
  });

  it("adds no system prompt and no tools where there were none, and keeps messages that are not a list", () => {
    const body = { model: "claude-sonnet-4-5", messages: "Hello" };
    const redacted = redactMessagesRequest(body, redact);
    expect(redacted).toEqual(body);
    expect(redacted).not.toHaveProperty("system");
    expect(redacted).not.toHaveProperty("tools");
  });
});

import { describe, expect, it } from "vitest";
import {
  assistantTurn,
  base64Image,
  refusalOf,
  textBlock,
  toolUse,
  userTurn,
} from "./anthropic-messages.test-helper.ts";
import { chatMessagesOfMessages } from "./chat-messages-of-messages.ts";

const chatOf = (...messages: unknown[]) => chatMessagesOfMessages(undefined, messages);

describe("the chat messages of a Messages conversation", () => {
  it("a string content stays a string", () => {
    expect(chatOf(userTurn("Hi"), assistantTurn("Hello!"))).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
    ]);
  });

  it("a base64 image becomes a data URL image part", () => {
    const [message] = chatOf(userTurn([textBlock("What is this?"), base64Image("AAAA", "image/jpeg")]));
    expect(message?.content).toEqual([
      { type: "text", text: "What is this?" },
      { type: "image_url", image_url: { url: "data:image/jpeg;base64,AAAA" } },
    ]);
  });

  it("an image by URL keeps its URL", () => {
    const image = { type: "image", source: { type: "url", url: "https://example.com/cat.png" } };
    const [message] = chatOf(userTurn([image]));
    expect(message?.content).toEqual([
      { type: "image_url", image_url: { url: "https://example.com/cat.png" } },
    ]);
  });

  it("an image kept by Anthropic's Files API is refused naming its source type", () => {
    const image = { type: "image", source: { type: "file", file_id: "file_1" } };
    const refusal = refusalOf(() => chatOf(userTurn([image])));
    expect(refusal.param).toBe("messages[0].content[0].source.type");
    expect(refusal.message).toMatch(/Files API/);
  });

  it("a base64 PDF becomes a chat file part named by its title", () => {
    const pdf = {
      type: "document",
      title: "lease.pdf",
      source: { type: "base64", media_type: "application/pdf", data: "JVBE" },
    };
    const [message] = chatOf(userTurn([pdf, textBlock("Summarise it.")]));
    expect(message?.content).toEqual([
      { type: "text", text: "lease.pdf" },
      { type: "file", file: { filename: "lease.pdf", file_data: "data:application/pdf;base64,JVBE" } },
      { type: "text", text: "Summarise it." },
    ]);
  });

  it("a plain-text document becomes text after its title and context", () => {
    const source = { type: "text", media_type: "text/plain", data: "Rent is due monthly." };
    const document = { type: "document", title: "Lease", context: "Signed in 2024", source };
    const [message] = chatOf(userTurn([document]));
    expect(message?.content).toEqual([
      { type: "text", text: "Lease\nSigned in 2024" },
      { type: "text", text: "Rent is due monthly." },
    ]);
  });

  it("a document by URL is refused naming its source type", () => {
    const document = { type: "document", source: { type: "url", url: "https://example.com/a.pdf" } };
    expect(refusalOf(() => chatOf(userTurn([document]))).param).toBe("messages[0].content[0].source.type");
  });

  it("thinking blocks of an assistant turn are left out", () => {
    const thinking = { type: "thinking", thinking: "The user greets me.", signature: "sig" };
    const redacted = { type: "redacted_thinking", data: "opaque" };
    const [, assistant] = chatOf(userTurn("Hi"), assistantTurn([thinking, redacted, textBlock("Hello!")]));
    expect(assistant).toEqual({ role: "assistant", content: "Hello!" });
  });

  it("cache_control on a block is accepted and not passed on", () => {
    const [message] = chatOf(userTurn([textBlock("Hi", { cache_control: { type: "ephemeral" } })]));
    expect(message).toEqual({ role: "user", content: "Hi" });
  });

  it("a system turn among the messages becomes a system message in its place", () => {
    const messages = chatOf(userTurn("Hi"), {
      role: "system",
      content: [textBlock("Now answer in French.")],
    });
    expect(messages[1]).toEqual({ role: "system", content: "Now answer in French." });
  });

  it("a block type a chat model cannot take is refused naming its path and the blocks allowed", () => {
    const serverToolUse = { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: {} };
    const refusal = refusalOf(() => chatOf(userTurn("Search"), assistantTurn([serverToolUse])));
    expect(refusal.param).toBe("messages[1].content[0].type");
    expect(refusal.message).toMatch(
      /^messages\[1\]\.content\[0\]\.type must be one of: text, tool_use, thinking, redacted_thinking \(it is "server_tool_use"/,
    );
  });

  it("a tool use in a user message is refused", () => {
    const refusal = refusalOf(() => chatOf(userTurn([toolUse("toolu_1", "weather", {})])));
    expect(refusal.message).toMatch(
      /^messages\[0\]\.content\[0\]\.type must be one of: text, image, document, tool_result/,
    );
  });

  it("a role other than user, assistant or system is refused naming it", () => {
    expect(refusalOf(() => chatOf({ role: "tool", content: "x" })).param).toBe("messages[0].role");
  });

  it("an empty conversation is refused", () => {
    expect(refusalOf(() => chatOf()).param).toBe("messages");
  });
});

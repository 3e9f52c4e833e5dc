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

describe("the conversation's refusals, in the words a caller sees", () => {
  const refused = (system: unknown, messages: unknown) =>
    refusalOf(() => chatMessagesOfMessages(system, messages)).message;

  it.each([
    [undefined, "messages must be a list of messages"],
    [{ role: "user", content: "Hi" }, "messages must be a list of messages"],
    [[], "messages must hold at least one message"],
    [["Hi"], "messages[0] must be an object with role and content"],
    [[{ role: "tool", content: "x" }], "messages[0].role must be one of: user, assistant, system"],
    [[{ role: "user", content: 7 }], "messages[0].content must be a string or a list of content blocks"],
    [
      [{ role: "user", content: ["Hi"] }],
      "messages[0].content[0].type must name the kind of block, e.g. text",
    ],
    [
      [{ role: "user", content: [{ text: "Hi" }] }],
      "messages[0].content[0].type must name the kind of block, e.g. text",
    ],
    [
      [userTurn("Hi"), assistantTurn([{ type: "text", text: 1 }])],
      "messages[1].content[0].text must be a string",
    ],
    [
      [userTurn("Hi"), assistantTurn([{ type: "tool_use", id: "", name: "f" }])],
      "messages[1].content[0].id must be a string",
    ],
    [
      [userTurn("Hi"), assistantTurn([{ type: "tool_use", id: "toolu_1", name: "" }])],
      "messages[1].content[0].name must be a string",
    ],
  ])("%j is refused: %s", (messages, message) => {
    expect(refused(undefined, messages)).toBe(message);
  });

  it.each([
    [7, "system must be a string or a list of text blocks"],
    [
      ["You are terse."],
      "system[0].type must be one of: text (it is missing: not a block a system prompt message can hold, or one " +
        "that chat-completions models cannot be given)",
    ],
    [
      [{ type: "image" }],
      'system[0].type must be one of: text (it is "image": not a block a system prompt message can hold, or one ' +
        "that chat-completions models cannot be given)",
    ],
    [[{ type: "text", text: null }], "system[0].text must be a string"],
  ])("a system prompt %j is refused: %s", (system, message) => {
    expect(refused(system, [userTurn("Hi")])).toBe(message);
  });

  it("a system turn's blocks are read at the turn's content", () => {
    expect(refused(undefined, [userTurn("Hi"), { role: "system", content: [{ type: "image" }] }])).toMatch(
      /^messages\[1\]\.content\[0\]\.type must be one of: text \(it is "image"/,
    );
  });

  it("an empty system prompt, as a string or as empty texts, adds no system message", () => {
    expect(chatMessagesOfMessages("", [userTurn("Hi")])).toEqual([{ role: "user", content: "Hi" }]);
    expect(chatMessagesOfMessages([], [userTurn("Hi")])).toEqual([{ role: "user", content: "Hi" }]);
    expect(chatMessagesOfMessages(null, [userTurn("Hi")])).toEqual([{ role: "user", content: "Hi" }]);
  });

  it("an assistant's texts are joined without a separator, and with tool uses too", () => {
    expect(chatOf(userTurn("Hi"), assistantTurn([textBlock("Hel"), textBlock("lo")]))[1]).toEqual({
      role: "assistant",
      content: "Hello",
    });
    const turn = assistantTurn([textBlock("One, "), toolUse("toolu_1", "f", { a: 1 }), textBlock("two.")]);
    expect(chatOf(userTurn("Hi"), turn)[1]).toEqual({
      role: "assistant",
      content: "One, two.",
      tool_calls: [{ id: "toolu_1", type: "function", function: { name: "f", arguments: '{"a":1}' } }],
    });
  });

  it("an assistant's tool use alone has null content, and a tool use without input sends {}", () => {
    const turn = assistantTurn([{ type: "tool_use", id: "toolu_1", name: "now" }]);
    expect(chatOf(userTurn("Time?"), turn)[1]).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [{ id: "toolu_1", type: "function", function: { name: "now", arguments: "{}" } }],
    });
  });

  it("an assistant turn of thinking alone is an empty text", () => {
    const thinking = { type: "thinking", thinking: "Hmm.", signature: "sig" };
    expect(chatOf(userTurn("Hi"), assistantTurn([thinking]))[1]).toEqual({ role: "assistant", content: "" });
  });
});

import type { OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";
import { checkToolPairs, type Turn, textOfBlock, toolCallOf, unservedBlock } from "./message-turns.ts";
import { invalidField } from "./messages-request-error.ts";
import { isPlainObject } from "./plain-object.ts";
import { userChatMessages } from "./user-chat-messages.ts";

/** What an assistant turn may hold, and the blocks of a system turn. */
const ASSISTANT_BLOCKS = ["text", "tool_use", "thinking", "redacted_thinking"] as const;
const SYSTEM_BLOCKS = ["text"] as const;

/**
 * The chat messages of a Messages request: its `system` prompt first, then each turn (a system turn, which the
 * current SDK allows among the messages, as a system message in its place). A malformed turn, a block a chat model
 * cannot take, or a tool result that answers no tool use of the turn before is a MessagesRequestError naming the
 * field.
 */
export function chatMessagesOfMessages(system: unknown, messages: unknown): OpenAiChatMessage[] {
  const turns = turnsOf(messages);
  const chat = turns.flatMap(chatMessagesOfTurn);
  checkToolPairs(turns);
  return [...systemMessagesOf(system, "system"), ...chat];
}

function turnsOf(messages: unknown): Turn[] {
  if (!Array.isArray(messages)) throw invalidField("messages", "must be a list of messages");
  if (messages.length === 0) throw invalidField("messages", "must hold at least one message");
  return messages.map((message, index) => {
    const where = `messages[${index}]`;
    if (!isPlainObject(message)) throw invalidField(where, "must be an object with role and content");
    const { role } = message;
    if (role !== "user" && role !== "assistant" && role !== "system")
      throw invalidField(`${where}.role`, "must be one of: user, assistant, system");
    return { role, where, blocks: blocksOf(message.content, `${where}.content`) };
  });
}

/** A string is shorthand for one text block, as in Anthropic's API. */
function blocksOf(content: unknown, where: string): Readonly<Record<string, unknown>>[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content)) throw invalidField(where, "must be a string or a list of content blocks");
  return content.map((block, index) => {
    if (!isPlainObject(block) || typeof block.type !== "string")
      throw invalidField(`${where}[${index}].type`, "must name the kind of block, e.g. text");
    return block;
  });
}

function chatMessagesOfTurn(turn: Turn): OpenAiChatMessage[] {
  if (turn.role === "user") return userChatMessages(turn.blocks, turn.where);
  if (turn.role === "assistant") return [assistantMessageOf(turn)];
  return systemMessagesOf(turn.blocks, `${turn.where}.content`);
}

/**
 * Text blocks become the content, tool uses the tool calls. Text blocks are joined without a separator: an answer
 * split into several blocks (around citations, tool uses) reads as one text.
 */
function assistantMessageOf(turn: Turn): OpenAiChatMessage {
  const texts: string[] = [];
  const toolCalls: Record<string, unknown>[] = [];
  turn.blocks.forEach((block, index) => {
    const where = `${turn.where}.content[${index}]`;
    if (block.type === "text") texts.push(textOfBlock(block, where));
    else if (block.type === "tool_use") toolCalls.push(toolCallOf(block, where));
    // Thinking blocks are Claude's own reasoning, signed for Claude: the model behind the chat endpoint wrote none
    // and can read none, so they are left out rather than shown to it as text.
    else if (block.type !== "thinking" && block.type !== "redacted_thinking")
      throw unservedBlock(block.type, where, "an assistant", ASSISTANT_BLOCKS);
  });
  if (toolCalls.length === 0) return { role: "assistant", content: texts.join("") };
  return { role: "assistant", content: texts.length > 0 ? texts.join("") : null, tool_calls: toolCalls };
}

/** The top-level `system` (a string or text blocks) or a system turn; nothing when it is absent or empty. */
function systemMessagesOf(system: unknown, where: string): OpenAiChatMessage[] {
  if (system === undefined || system === null) return [];
  const blocks = typeof system === "string" ? [{ type: "text", text: system }] : system;
  if (!Array.isArray(blocks)) throw invalidField(where, "must be a string or a list of text blocks");
  const texts = blocks.map((block, index) => {
    const at = Array.isArray(system) ? `${where}[${index}]` : where;
    if (!isPlainObject(block) || block.type !== "text")
      throw unservedBlock(
        isPlainObject(block) ? block.type : undefined,
        at,
        "a system prompt",
        SYSTEM_BLOCKS,
      );
    return textOfBlock(block, at);
  });
  const text = texts.join("\n\n");
  return text === "" ? [] : [{ role: "system", content: text }];
}

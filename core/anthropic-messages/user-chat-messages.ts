import type { OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";
import { type ChatPart, chatPartsOfBlock, textAndImageParts, textPart } from "./chat-parts-of-blocks.ts";
import { invalidField } from "./messages-request-error.ts";

/**
 * The chat messages of a user turn: a tool message for each tool result, FIRST (chat wants the answers to an
 * assistant's tool calls right after it), then a user message with the rest of the turn.
 */
export function userChatMessages(
  blocks: readonly Readonly<Record<string, unknown>>[],
  where: string,
): OpenAiChatMessage[] {
  const toolMessages: OpenAiChatMessage[] = [];
  const toolImages: ChatPart[] = [];
  const parts: ChatPart[] = [];
  blocks.forEach((block, index) => {
    const at = `${where}.content[${index}]`;
    if (block.type !== "tool_result") {
      parts.push(...chatPartsOfBlock(block, at));
      return;
    }
    const result = toolResultOf(block, at);
    toolMessages.push(result.message);
    toolImages.push(...result.images);
  });
  const content = [...toolImages, ...parts];
  if (toolMessages.length > 0 && content.length === 0) return toolMessages;
  return [...toolMessages, { role: "user", content: contentOf(content) }];
}

/**
 * A tool result as the chat tool message answering the call of the same id. Chat tool messages hold text only, so
 * the images a tool returned go to the user message that follows, after a line naming the call. Chat has no
 * `is_error`: the text says it ("Error: …"), since the model must know the call failed to answer well.
 */
function toolResultOf(block: Readonly<Record<string, unknown>>, where: string) {
  const id = block.tool_use_id;
  if (typeof id !== "string" || id === "") throw invalidField(`${where}.tool_use_id`, "must be a string");
  const { content } = block;
  const parts =
    content === undefined || content === null
      ? []
      : textAndImageParts(content, `${where}.content`, "a tool result");
  const text = parts.flatMap((part) => (part.type === "text" ? [part.text as string] : [])).join("\n");
  const images = parts.filter((part) => part.type === "image_url");
  const message: OpenAiChatMessage = {
    role: "tool",
    tool_call_id: id,
    content: block.is_error === true && !/^error\b/i.test(text) ? `Error: ${text}` : text,
  };
  return {
    message,
    images: images.length > 0 ? [textPart(`Images returned by tool call ${id}:`), ...images] : [],
  };
}

/** A lone text stays a string, the simplest content every chat upstream takes. */
function contentOf(parts: readonly ChatPart[]): string | readonly ChatPart[] {
  const [only] = parts;
  return parts.length === 1 && only?.type === "text" ? (only.text as string) : parts;
}

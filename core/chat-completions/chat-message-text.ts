/**
 * The words of OpenAI chat messages in any of their shapes (a string, content parts, tool calls, a refusal), for
 * what reads a conversation as text: the log's question, token estimates, the simulated model's seed.
 */

/** An OpenAI chat message as a client sent it; only `role` is sure to be there. */
export type OpenAiChatMessage = Readonly<Record<string, unknown>> & { readonly role: string };

/** Tokens an image part is counted as when usage must be estimated: a 512-pixel tile and its base, or low detail. */
const IMAGE_TOKENS = { low: 85, other: 255 } as const;

/** Every piece of text the message carries, in order, joined by new lines. */
export function messageText(message: OpenAiChatMessage): string {
  return textPiecesOf(message).join("\n");
}

/** The text of the last message of the role, or "" when there is none. */
export function lastMessageText(messages: readonly OpenAiChatMessage[], role: string): string {
  const last = messages.findLast((message) => message.role === role);
  return last ? messageText(last) : "";
}

/** Tokens the message's images count for when usage is estimated (the text is counted from `messageText`). */
export function estimatedImageTokens(message: OpenAiChatMessage): number {
  const parts = Array.isArray(message.content) ? (message.content as unknown[]) : [];
  return parts.reduce<number>((sum, part) => {
    const image = (part as { type?: unknown; image_url?: { detail?: unknown } } | null) ?? {};
    if (image.type !== "image_url") return sum;
    return sum + (image.image_url?.detail === "low" ? IMAGE_TOKENS.low : IMAGE_TOKENS.other);
  }, 0);
}

function textPiecesOf(message: OpenAiChatMessage): string[] {
  const pieces: string[] = [];
  const { content, refusal, tool_calls: toolCalls, function_call: functionCall } = message;
  if (typeof content === "string") pieces.push(content);
  else if (Array.isArray(content)) pieces.push(...content.flatMap(partText));
  if (typeof refusal === "string") pieces.push(refusal);
  if (Array.isArray(toolCalls)) pieces.push(...toolCalls.flatMap((call) => callText(call?.function)));
  pieces.push(...callText(functionCall));
  return pieces;
}

function partText(part: unknown): string[] {
  const { text, refusal } = (part as { text?: unknown; refusal?: unknown } | null) ?? {};
  return [text, refusal].filter((value): value is string => typeof value === "string");
}

function callText(call: unknown): string[] {
  const { name, arguments: args } = (call as { name?: unknown; arguments?: unknown } | null) ?? {};
  return [name, args].filter((value): value is string => typeof value === "string");
}

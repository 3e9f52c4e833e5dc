import {
  estimatedImageTokens,
  messageText,
  type OpenAiChatMessage,
} from "../chat-completions/chat-message-text.ts";

/**
 * A tokenizer approximation close to OpenAI's BPE on English text (within about 10 %): a common word is one
 * token, a long word one per four letters, digits go in threes, each punctuation mark and each non-Latin
 * character is one. Used where an upstream reports no usage and by the simulated provider.
 */
export function approximateTokens(text: string): number {
  let tokens = 0;
  for (const piece of text.match(/[A-Za-z]+|\d{1,3}|[^\sA-Za-z\d]/gu) ?? []) {
    // Only a run of letters is longer than three characters.
    tokens += piece.length > 6 ? Math.ceil(piece.length / 4) : 1;
  }
  return tokens;
}

/**
 * The prompt's tokens as OpenAI counts chat messages: a few tokens of framing per message and for the reply, every
 * text the messages carry (tool calls' arguments included), their images, and the tools offered.
 */
export function approximatePromptTokens(
  messages: readonly OpenAiChatMessage[],
  tools: unknown = undefined,
): number {
  const framing = 3;
  const offered = Array.isArray(tools) ? approximateTokens(JSON.stringify(tools)) : 0;
  return messages.reduce(
    (sum, message) => sum + approximateTokens(messageText(message)) + estimatedImageTokens(message) + 4,
    framing + offered,
  );
}

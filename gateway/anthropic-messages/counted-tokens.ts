import { approximatePromptTokens } from "../../core/simulated-model/approximate-tokens.ts";
import { readChatMessages } from "../chat-completions/read-chat-messages.ts";
import { readMessagesRequest } from "./read-messages-request.ts";

/**
 * The tokens a Messages request's prompt counts for, by the gateway's tokenizer approximation (the one its usage
 * estimates use): Claude Code asks before it sends. count_tokens takes no max_tokens, so one is lent to the check.
 */
export function countedTokens(body: unknown): number {
  const lent =
    typeof body === "object" && body !== null && !Array.isArray(body) ? { max_tokens: 1, ...body } : body;
  const { chatBody, refusal } = readMessagesRequest(lent);
  if (refusal) throw refusal;
  return approximatePromptTokens(readChatMessages(chatBody.messages as unknown[]), chatBody.tools);
}

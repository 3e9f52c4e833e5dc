import type { ChatCompletionRequest } from "./chat-completion-request.ts";

/**
 * Headers of POST /chat/completions besides the bearer (SPEC §7): the conversation's sessionId when an API key is
 * used, and `ensure_success: false` unless ensure success is on.
 */
export function chatCompletionHeaders(request: ChatCompletionRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.apiKey && request.sessionId) headers.sessionId = request.sessionId;
  if (!request.ensureSuccess) headers.ensure_success = "false";
  return headers;
}

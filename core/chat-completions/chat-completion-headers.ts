import type { ChatCompletionRequest } from "./chat-completion-request.ts";

/** Asks as a member of this department: its policies apply and the request counts in the organization's report. */
export const DEPARTMENT_HEADER = "x-department-id";

/** With the session: asks with one of the person's API keys, whose rules then apply (the playground; no secret). */
export const API_KEY_ID_HEADER = "x-api-key-id";

/**
 * Headers of POST /chat/completions besides the bearer (SPEC §7): the conversation's sessionId when an API key is
 * used, `ensure_success: false` unless ensure success is on, and the department asked as, when one is chosen.
 */
export function chatCompletionHeaders(request: ChatCompletionRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if ((request.apiKey || request.apiKeyId) && request.sessionId) headers.sessionId = request.sessionId;
  if (!request.ensureSuccess) headers.ensure_success = "false";
  if (request.departmentId) headers[DEPARTMENT_HEADER] = request.departmentId;
  return headers;
}

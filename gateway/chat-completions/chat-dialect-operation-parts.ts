import type { JsonSchema } from "../../core/api-document/openapi-document.ts";
import { API_KEY_ID_HEADER, DEPARTMENT_HEADER } from "../../core/chat-completions/chat-completion-headers.ts";
import type { Refusal } from "../api-document/operation.ts";
import { oneOf, text } from "../api-document/schema-words.ts";
import { INSUFFICIENT_QUOTA } from "../server/openai-refusals.ts";
import { ROUTING_STRATEGY_HEADER } from "./read-chat-request.ts";

/**
 * What the operations of every chat dialect share (POST /chat/completions, /responses, Anthropic's /v1/messages,
 * gateway/chat-completions/chat-dialect.ts): the headers the chat pipeline reads and the refusals it answers with.
 */

/** Read by embeddings too. */
export const API_KEY_ID_HEADER_SCHEMA: JsonSchema = text(
  "With the session: ask with one of the person's API keys (their own or a department key they hold), by its id; " +
    "the key's rules apply as if its secret was sent (403 when the key is not theirs).",
);

/** Read by embeddings too. */
export const ENSURE_SUCCESS_HEADER: JsonSchema = oneOf(
  ["true", "false"],
  "false: answer a provider's failure instead of trying the next.",
);

export const CHAT_PIPELINE_HEADERS: Readonly<Record<string, JsonSchema>> = {
  ensure_success: ENSURE_SUCCESS_HEADER,
  [ROUTING_STRATEGY_HEADER]: text("The routing strategy, when the body has none."),
  [DEPARTMENT_HEADER]: text(
    "Ask as a member of this department: its policies apply and the request is in the organization's report. " +
      "A department user's key may only name its own.",
  ),
  [API_KEY_ID_HEADER]: API_KEY_ID_HEADER_SCHEMA,
};

/** The department's governance, as every dialect's description says it. */
export const GOVERNANCE =
  "A department user's key puts the request under the department's budget, allowed models, data residency and " +
  "PII rules (every text is redacted as the department says); so does x-department-id on a session or a personal " +
  "key, for a department the caller belongs to. Requests are listed in the usage logs.";

export const CHAT_PIPELINE_REFUSALS: Readonly<Record<401 | 403 | 404 | 429 | 502, Refusal>> = {
  401: [
    "No bearer token, an unknown API key or an invalid access token; or an API key that expired, was revoked, or " +
      "whose secret was rotated out and its grace is over (OpenAI's clients read invalid_api_key). Logged under the key.",
    "This API key was revoked.",
    { code: "invalid_api_key" },
  ],
  403: [
    'The model is not allowed for the department or for the API key ("… is not allowed for this API key. Allowed ' +
      "models: …\"), or is served outside the department's data residency (OpenAI's clients read model_not_found, " +
      "as OpenAI answers a model out of a project's reach); or the caller does not belong to the department named " +
      "in x-department-id; or x-api-key-id names a key that is not the person's.",
    "Model gpt-4o is not allowed for the department Research. Allowed models: gpt-4o-mini",
    { code: "model_not_found" },
  ],
  404: [
    "An unknown model, or one no configured upstream serves (OpenAI's clients read model_not_found).",
    "Unknown model: no-such-model",
    {
      code: "model_not_found",
      clientMessage: "The model `no-such-model` does not exist or you do not have access to it.",
    },
  ],
  429: [
    "The API key's or the department's monthly budget cannot hold the request (its maximum cost is reserved " +
      "before it is forwarded; do not retry before the 1st, UTC; OpenAI's clients read insufficient_quota); or the " +
      "API key is over its requests or tokens per minute (rate_limit_exceeded, with Retry-After in seconds); or too " +
      "many requests from this token in the last second (with Retry-After).",
    "Monthly budget of the department reached: $2500.00 of $2500.00 spent this month.",
    { type: INSUFFICIENT_QUOTA, code: INSUFFICIENT_QUOTA },
  ],
  502: [
    "The provider failed (after trying the next ones, unless ensure_success is false).",
    "Upstream provider unavailable",
  ],
};

import { DEPARTMENT_HEADER } from "../../../core/chat-completions/chat-completion-headers.ts";
import { ROUTING_STRATEGIES } from "../../../core/chat-completions/routing-strategy.ts";
import { ChatCompletionBodyDto, MESSAGES_EMPTY } from "../../chat-completions/chat-completion-body.dto.ts";
import { ROUTING_STRATEGY_HEADER } from "../../chat-completions/read-chat-request.ts";
import {
  CHAT_COMPLETION_EXAMPLE,
  CHAT_COMPLETION_STREAM_EXAMPLE,
} from "../components/chat-completions.components.ts";
import { fromDto } from "../dto-schema.ts";
import { operation } from "../operation.ts";
import { listOf, oneOf, ref, text } from "../schema-words.ts";

export const CHAT_COMPLETIONS_OPERATIONS = {
  complete: operation({
    id: "createChatCompletion",
    summary: "Ask a model",
    description:
      "OpenAI-compatible. Send an API key (`Authorization: Bearer mk-…`) or your session's token. With " +
      "`stream: true` the answer comes as server-sent events: OpenAI's chunks, a last chunk with the usage, then " +
      '`data: [DONE]`. `model: "Best Available"` lets the gateway choose by the routing strategy. A department ' +
      "user's key puts the request under the department's budget, allowed models, data residency and PII rules; " +
      "so does x-department-id on a session or a personal key, for a department the caller belongs to. " +
      "The x-gateway-model, x-gateway-provider and x-gateway-routing-reason headers say what answered.",
    tag: "Chat completions",
    access: "session-or-api-key",
    openAiErrors: true,
    body: fromDto(ChatCompletionBodyDto, {
      properties: {
        messages: { items: ref("ChatMessage"), description: "The conversation, oldest first." },
        model: { description: "A model's systemName (GET /providers/models), or Best Available." },
        routing_strategy: { description: `For Best Available: ${ROUTING_STRATEGIES.join(", ")}.` },
        stop: {
          description: "Up to 4 sequences where the model stops.",
          anyOf: [{ type: "string" }, { ...listOf(text()), maxItems: 4 }],
        },
      },
    }),
    headers: {
      type: "object",
      properties: {
        sessionId: text("The dashboard's session; accepted and not stored."),
        ensure_success: oneOf(
          ["true", "false"],
          "false: answer a provider's failure instead of trying the next.",
        ),
        [ROUTING_STRATEGY_HEADER]: text("The routing strategy, when the body has none."),
        [DEPARTMENT_HEADER]: text(
          "Ask as a member of this department: its policies apply and the request is in the organization's report. " +
            "A department user's key may only name its own.",
        ),
      },
    },
    answer: {
      status: 200,
      description: "The answer, whole (JSON) or streamed (text/event-stream).",
      schema: ref("ChatCompletion"),
      example: CHAT_COMPLETION_EXAMPLE,
      alternatives: { "text/event-stream": { schema: text(), example: CHAT_COMPLETION_STREAM_EXAMPLE } },
    },
    refusals: {
      400: [
        "A malformed request (`param` names the field at fault), or a department user's key naming another " +
          "department.",
        MESSAGES_EMPTY,
      ],
      403: [
        "The model is not allowed for the department, or is served outside its data residency (both " +
          "model_not_found, as OpenAI answers a model out of a project's reach); or the caller does not belong " +
          "to the department named in x-department-id.",
        "Model gpt-4o is not allowed for the department Research. Allowed models: gpt-4o-mini",
        { code: "model_not_found" },
      ],
      404: [
        "An unknown model, or one no configured upstream serves (model_not_found).",
        "Unknown model: no-such-model",
        {
          code: "model_not_found",
          clientMessage: "The model `no-such-model` does not exist or you do not have access to it.",
        },
      ],
      429: [
        "The department's monthly budget is spent (insufficient_quota: do not retry before the 1st, UTC); or too " +
          "many requests from this token in the last second (rate_limit_exceeded, with Retry-After).",
        "Monthly budget of the department reached: $2500.00 of $2500.00 spent this month.",
        { type: "insufficient_quota", code: "insufficient_quota" },
      ],
      502: [
        "The provider failed (after trying the next ones, unless ensure_success is false).",
        "Upstream provider unavailable",
      ],
    },
  }),
};

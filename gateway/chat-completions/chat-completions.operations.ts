import { ROUTING_STRATEGIES } from "../../core/chat-completions/routing-strategy.ts";
import { fromDto } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { listOf, ref, text } from "../api-document/schema-words.ts";
import { ChatCompletionBodyDto, MESSAGES_EMPTY } from "./chat-completion-body.dto.ts";
import { CHAT_COMPLETION_EXAMPLE, CHAT_COMPLETION_STREAM_EXAMPLE } from "./chat-completions.components.ts";
import { CHAT_PIPELINE_HEADERS, CHAT_PIPELINE_REFUSALS, GOVERNANCE } from "./chat-dialect-operation-parts.ts";

export const CHAT_COMPLETIONS_OPERATIONS = {
  complete: operation({
    id: "createChatCompletion",
    summary: "Ask a model",
    description:
      "OpenAI-compatible. Send an API key (`Authorization: Bearer mk-…`) or your session's token. With " +
      "`stream: true` the answer comes as server-sent events: OpenAI's chunks, a last chunk with the usage, then " +
      '`data: [DONE]`. `model: "Best Available"` lets the gateway choose by the routing strategy. ' +
      `${GOVERNANCE} ` +
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
        ...CHAT_PIPELINE_HEADERS,
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
      ...CHAT_PIPELINE_REFUSALS,
    },
  }),
};

import { API_KEY_ID_HEADER, DEPARTMENT_HEADER } from "../../core/chat-completions/chat-completion-headers.ts";
import { fromDto } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { integer, listOf, oneOf, ref, text } from "../api-document/schema-words.ts";
import {
  API_KEY_ID_HEADER_SCHEMA,
  CHAT_PIPELINE_REFUSALS,
  ENSURE_SUCCESS_HEADER,
} from "../chat-completions/chat-dialect-operation-parts.ts";
import { EmbeddingBodyDto } from "./embedding-body.dto.ts";
import { MAX_INPUTS } from "./embedding-input.ts";
import { EMBEDDING_LIST_EXAMPLE } from "./embeddings.components.ts";

const TOKEN_IDS = listOf(integer(), "Token ids of the model's tokenizer.");

export const EMBEDDINGS_OPERATIONS = {
  embed: operation({
    id: "createEmbedding",
    summary: "Embed texts",
    description:
      "OpenAI-compatible. Send an API key (`Authorization: Bearer mk-…`) or your session's token. One vector per " +
      "input; `dimensions` shortens them on models that allow it (text-embedding-3-*); `encoding_format: base64` " +
      "sends each as its float32 bytes. Other fields are forwarded to the upstream as they are. A department's " +
      "budget, allowed models, data residency and PII rules apply as to chat completions; token ids cannot be " +
      "redacted and are forwarded as sent. Requests are listed in the usage logs.",
    tag: "Embeddings",
    access: "session-or-api-key",
    body: fromDto(EmbeddingBodyDto, {
      properties: {
        input: {
          description: `A text, or up to ${MAX_INPUTS} texts, or token ids (one list, or a list of lists).`,
          anyOf: [
            text(),
            { ...listOf(text()), maxItems: MAX_INPUTS },
            TOKEN_IDS,
            { ...listOf(TOKEN_IDS), maxItems: MAX_INPUTS },
          ],
        },
        model: { description: "An embedding model's systemName, e.g. text-embedding-3-small." },
        dimensions: {
          description: "The vectors' length, at most the model's own; text-embedding-3 models only.",
        },
        encoding_format: oneOf(["float", "base64"], "float (the default) or base64."),
      },
      required: ["input", "model"],
    }),
    headers: {
      type: "object",
      properties: {
        ensure_success: ENSURE_SUCCESS_HEADER,
        [DEPARTMENT_HEADER]: text(
          "Ask as a member of this department: its policies apply and the request is in the organization's report.",
        ),
        [API_KEY_ID_HEADER]: API_KEY_ID_HEADER_SCHEMA,
      },
    },
    answer: {
      status: 200,
      description: "The vectors, in the order of the inputs.",
      schema: ref("EmbeddingList"),
      example: EMBEDDING_LIST_EXAMPLE,
    },
    refusals: {
      400: [
        "A malformed request (named in the message), dimensions the model cannot answer, or a chat model.",
        "gpt-4o is a chat model; it is served by POST /chat/completions.",
      ],
      401: CHAT_PIPELINE_REFUSALS[401],
      429: CHAT_PIPELINE_REFUSALS[429],
      403: [
        "The model is not allowed for the department or for the API key, or is served outside the department's " +
          "data residency; or x-api-key-id names a key that is not the person's.",
        "Model text-embedding-3-large is not allowed for the department Research. Allowed models: text-embedding-3-small",
      ],
      404: ["No catalogue model has this name.", "Unknown model: text-embedding-4"],
      502: [
        "The provider failed (after trying the next ones, unless ensure_success is false).",
        "OpenAI answered 500",
      ],
    },
  }),
};

/** The schemas of OpenAI's OpenAPI document that the gateway's OpenAI-compatible endpoints send or receive. */
export const OPENAI_SCHEMA_NAMES = [
  "CreateChatCompletionRequest",
  "CreateChatCompletionResponse",
  "CreateChatCompletionStreamResponse",
  "CreateEmbeddingRequest",
  "CreateEmbeddingResponse",
  "ListModelsResponse",
  "Model",
  "ErrorResponse",
  "CreateResponse",
  "Response",
  "ResponseStreamEvent",
] as const;

export type OpenAiSchemaName = (typeof OPENAI_SCHEMA_NAMES)[number];

/** The types of Anthropic's TypeScript SDK that the gateway's Anthropic-compatible endpoint receives or sends. */
export const ANTHROPIC_SCHEMA_NAMES = [
  "MessageCreateParams",
  "MessageCreateParamsNonStreaming",
  "MessageCreateParamsStreaming",
  "MessageCountTokensParams",
  "Message",
  "RawMessageStreamEvent",
  "MessageTokensCount",
  "ErrorResponse",
] as const;

export type AnthropicSchemaName = (typeof ANTHROPIC_SCHEMA_NAMES)[number];

/** The gateway's endpoints a logged request came through (GET /chat/history's `endpoint`). */
export const UsageEndpoint = {
  CHAT: "chat",
  EMBEDDINGS: "embeddings",
  RESPONSES: "responses",
  MESSAGES: "messages",
} as const;

export type UsageEndpoint = (typeof UsageEndpoint)[keyof typeof UsageEndpoint];

export const USAGE_ENDPOINTS: readonly UsageEndpoint[] = Object.values(UsageEndpoint);

/** A logged request's endpoint; a record from a gateway before endpoints were logged was a chat completion. */
export function usageEndpointOf(sent: unknown): UsageEndpoint {
  return USAGE_ENDPOINTS.find((endpoint) => endpoint === sent) ?? UsageEndpoint.CHAT;
}

/** The areas the document groups its operations by, one per area of the gateway, in the order they are shown. */
export const API_TAGS = [
  { name: "Authentication", description: "What happens after signing in." },
  { name: "Subscription", description: "Tiers on sale, subscribing to one and cancelling." },
  { name: "Billing", description: "Invoices, saved cards and the account's figures." },
  { name: "API keys", description: "Keys to call the gateway from your own code." },
  { name: "Available models", description: "The models the gateway routes to, with their prices." },
  {
    name: "Chat completions",
    description: "OpenAI-compatible completions, whole or streamed, under the department's policies.",
  },
  {
    name: "Responses",
    description:
      "OpenAI's Responses API over chat completions, stored for the next turn, under the same policies.",
  },
  {
    name: "Anthropic Messages",
    description:
      "Anthropic's Messages API, for its SDKs and Claude Code, over chat completions, under the same policies.",
  },
  {
    name: "Embeddings",
    description: "OpenAI-compatible embeddings of texts, under the department's policies.",
  },
  {
    name: "Models",
    description: "OpenAI-compatible: the models you may name, within your department's policies.",
  },
  { name: "Usage logs", description: "Your requests, with their tokens, cost and outcome." },
  {
    name: "Organization",
    description: "Organizations, departments and their compliance settings, people, models and reports.",
  },
  {
    name: "Notifications",
    description: "Your in-app notifications: budget alerts of the departments you run.",
  },
  { name: "Feedback", description: "Tell the team what you think." },
  { name: "API document", description: "This document." },
] as const;

export type ApiTag = (typeof API_TAGS)[number]["name"];

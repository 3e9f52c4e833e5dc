import type { OutboundPolicy } from "../outbound/outbound-policy.ts";

/**
 * The APIs an upstream may speak: OpenAI's chat completions (every OpenAI-compatible server), OpenAI's Responses
 * API, Anthropic's Messages API. A request in an API the upstream speaks goes to it unchanged; the Responses and
 * Messages APIs reach the others by translation to chat completions.
 */
export type UpstreamApi = "chat-completions" | "responses" | "anthropic-messages";

export const UPSTREAM_APIS: readonly UpstreamApi[] = ["chat-completions", "responses", "anthropic-messages"];

/**
 * One upstream (OpenAI, Groq, Mistral, a local Ollama or vLLM): where it answers, its key, and
 * the catalogue models it serves (gateway/chat-completions/README.md, "Upstreams").
 */
export interface UpstreamConfig {
  /** Shown as the request's vendor in the logs; also matched against the catalogue's provider names. */
  readonly name: string;
  /** The base URL the OpenAI paths hang from, e.g. https://api.openai.com/v1 (POST {baseUrl}/chat/completions). */
  readonly baseUrl: string;
  readonly apiKey: string | null;
  /**
   * The catalogue models (their systemName) this upstream serves; empty means every catalogue model of the
   * provider whose name starts like this upstream's (so `OPENAI_API_KEY` alone serves the OpenAI models).
   */
  readonly models: readonly string[];
  /** The name to send as `model` when the upstream's differs from the catalogue's nameInProvider (Ollama tags). */
  readonly modelNames?: Readonly<Record<string, string>>;
  /** The data-residency region its servers are in (US, CA, EU, ASIA); null: the model's grid node decides. */
  readonly region?: string | null;
  /** The APIs it speaks; chat completions only when not said. */
  readonly apis?: readonly UpstreamApi[];
  /** How long to wait for the upstream's first byte before giving up; default 60 s. */
  readonly timeoutMs?: number;
  /**
   * Set for an upstream named on someone's word rather than the operator's (an organization's custom model): its
   * URL and redirects are held to the outbound-address policy.
   */
  readonly outbound?: OutboundPolicy;
}

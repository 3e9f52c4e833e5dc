import type { WindowLimits } from "../../core/rate-limits/sliding-window.ts";

/** How many requests one client (one token, key or address) may send per window; read on every request. */
export interface RateLimitPolicy {
  requestsPerWindow: number;
  windowMs: number;
}

/**
 * A client's window slides by tenths, each counted for one window from its start: the client gets its limit per
 * window on average, and a Retry-After of at most one window.
 */
const SLOTS_PER_WINDOW = 10;

export function rateLimitPolicyFrom(env: Record<string, string | undefined>): RateLimitPolicy {
  const perSecond = Number(env.GATEWAY_RATE_LIMIT_PER_SECOND ?? "200");
  return { requestsPerWindow: Number.isFinite(perSecond) && perSecond > 0 ? perSecond : 200, windowMs: 1000 };
}

/** What one client's requests are held to under the policy; `client` is its credential's hash or its address. */
export function clientWindowLimits(policy: RateLimitPolicy, client: string): WindowLimits {
  return {
    bucket: `client:${client}`,
    window: { slotMs: Math.max(1, Math.floor(policy.windowMs / SLOTS_PER_WINDOW)), spanMs: policy.windowMs },
    requests: policy.requestsPerWindow,
    tokens: null,
  };
}

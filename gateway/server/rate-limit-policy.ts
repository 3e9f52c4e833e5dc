/** How many requests one client (one token, key or address) may send per window; read on every request. */
export interface RateLimitPolicy {
  requestsPerWindow: number;
  windowMs: number;
}

export function rateLimitPolicyFrom(env: Record<string, string | undefined>): RateLimitPolicy {
  const perSecond = Number(env.GATEWAY_RATE_LIMIT_PER_SECOND ?? "200");
  return { requestsPerWindow: Number.isFinite(perSecond) && perSecond > 0 ? perSecond : 200, windowMs: 1000 };
}

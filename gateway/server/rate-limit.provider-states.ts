import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";

/** The rate limiter's provider state. */
export const rateLimitProviderStates: ProviderStates = {
  /**
   * One request per window of `retryAfterSeconds` for everyone, already spent by this client (the loopback
   * address, as the consumer calls without a token), so its next request is refused with Retry-After. The
   * verification resets the policy before the next interaction.
   */
  "the client is rate limited": async (params, { gateway }) => {
    const policy = gateway.deps.rateLimit;
    policy.requestsPerWindow = 1;
    policy.windowMs = stateParams(params).number("retryAfterSeconds", 1) * 1000;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${gateway.apiUrl}/providers/models`);
      await response.body?.cancel();
      if (response.status === 429) break;
    }
    return undefined;
  },
};

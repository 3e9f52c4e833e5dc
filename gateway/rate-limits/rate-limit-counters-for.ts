import type { CountingWindow, WindowLimits, WindowRefusal } from "../../core/rate-limits/sliding-window.ts";
import type { SharedState } from "../shared-state/shared-state.ts";
import { SharedStateKind } from "../shared-state/shared-state-failure.ts";
import type { SharedStateGuard } from "../shared-state/shared-state-guard.ts";
import { InProcessRateLimitCounters } from "./in-process-rate-limit-counters.ts";
import type { RateLimitCounters } from "./rate-limit-counters.ts";
import { RedisRateLimitCounters } from "./redis-rate-limit-counters.ts";

/** In this process without Redis; else in Redis, failing open (own counters) or closed (503) as set. */
export function rateLimitCountersFor(sharedState: SharedState): RateLimitCounters {
  const own = new InProcessRateLimitCounters();
  if (!sharedState.redis || !sharedState.guard) return own;
  return new FailoverRateLimitCounters(
    new RedisRateLimitCounters(sharedState.redis.client),
    own,
    sharedState.guard,
  );
}

class FailoverRateLimitCounters implements RateLimitCounters {
  constructor(
    private readonly shared: RateLimitCounters,
    private readonly own: RateLimitCounters,
    private readonly guard: SharedStateGuard,
  ) {}

  admit(limits: WindowLimits, now: number): Promise<WindowRefusal | null> {
    return this.guard.run(
      SharedStateKind.RATE_LIMITS,
      () => this.shared.admit(limits, now),
      () => this.own.admit(limits, now),
    );
  }

  countTokens(bucket: string, window: CountingWindow, tokens: number, now: number): Promise<void> {
    return this.guard.run(
      SharedStateKind.RATE_LIMITS,
      () => this.shared.countTokens(bucket, window, tokens, now),
      () => this.own.countTokens(bucket, window, tokens, now),
    );
  }
}

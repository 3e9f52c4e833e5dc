import {
  type CountingWindow,
  SlidingWindowCounters,
  type WindowLimits,
  type WindowRefusal,
} from "../../core/rate-limits/sliding-window.ts";
import type { RateLimitCounters } from "./rate-limit-counters.ts";

/** Buckets counted by this instance alone: one gateway, or one whose Redis is unreachable (failing open). */
export class InProcessRateLimitCounters implements RateLimitCounters {
  private readonly counters = new SlidingWindowCounters();

  async admit(limits: WindowLimits, now: number): Promise<WindowRefusal | null> {
    return this.counters.admit(limits, now);
  }

  async countTokens(bucket: string, window: CountingWindow, tokens: number, now: number): Promise<void> {
    this.counters.countTokens(bucket, window, tokens, now);
  }
}

import type { CountingWindow, WindowLimits, WindowRefusal } from "../../core/rate-limits/sliding-window.ts";

/**
 * Counts requests and tokens per bucket (a key, a client) over sliding windows, by core's rule
 * (core/rate-limits/sliding-window.ts): in this process, or in Redis shared by every gateway instance.
 * `now` is passed in, so every instance and every test counts on the clock it is given.
 */
export interface RateLimitCounters {
  /** Lets a request through and counts it if each of its bucket's limits has room; else says which and when. */
  admit(limits: WindowLimits, now: number): Promise<WindowRefusal | null>;
  /** Counts the tokens a finished request of this bucket used. */
  countTokens(bucket: string, window: CountingWindow, tokens: number, now: number): Promise<void>;
}

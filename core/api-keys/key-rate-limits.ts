import {
  Counted,
  type CountingWindow,
  SlidingWindowCounters,
  type WindowLimits,
  type WindowRefusal,
} from "../rate-limits/sliding-window.ts";
import type { KeyOnRecord } from "./key-on-record.ts";

/** The span a per-minute limit counts over. */
export const RATE_WINDOW_MS = 60_000;
/** Requests and tokens are counted in one-second slots: the window slides a second at a time. */
const SLOT_MS = 1_000;

/**
 * A key's requests and tokens per minute, over a sliding window of the last minute counted in one-second slots.
 * Why slots rather than each request's instant: memory per key stays bounded (at most 61 slots whatever the
 * traffic), and the price is one second of precision, taken on the safe side: a slot counts until the whole
 * minute after its last instant has passed, so no 60-s span ever holds more than the limit. A fixed window (a
 * counter reset each minute) would let twice the limit through across a minute's edge.
 *
 * Requests are counted when let through; tokens when the request ends (its usage is known only then), so a key
 * is refused once the tokens its finished requests used in the last minute reach the limit.
 */
export const KEY_RATE_WINDOW: CountingWindow = { slotMs: SLOT_MS, spanMs: RATE_WINDOW_MS + SLOT_MS };

export const RateLimitName = Counted;
export type RateLimitName = Counted;

/** A request over one of its key's per-minute limits: which, and when to come back. */
export interface RateLimitRefusal {
  readonly limit: RateLimitName;
  readonly perMinute: number;
  /** Whole seconds until the request would be let through (Retry-After), at least 1. */
  readonly retryAfterSeconds: number;
  readonly message: string;
}

type KeyLimits = Pick<KeyOnRecord, "id" | "requestsPerMinute" | "tokensPerMinute">;

/** The bucket a key's requests and tokens are counted in. */
export function keyRateBucket(key: Pick<KeyOnRecord, "id">): string {
  return `key:${key.id}`;
}

/** What a key's requests are held to, for any counter of sliding windows (in-process or shared). */
export function keyWindowLimits(key: KeyLimits): WindowLimits {
  return {
    bucket: keyRateBucket(key),
    window: KEY_RATE_WINDOW,
    requests: key.requestsPerMinute,
    tokens: key.tokensPerMinute,
  };
}

/** A key's refusal as its client is told it. */
export function keyRateLimitRefusal(refusal: WindowRefusal): RateLimitRefusal {
  const retryAfterSeconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
  return {
    limit: refusal.counted,
    perMinute: refusal.limit,
    retryAfterSeconds,
    message: `Rate limit reached for ${refusal.counted} per minute on this API key: limit ${refusal.limit}. Retry in ${retryAfterSeconds} s.`,
  };
}

/** Keys' limits counted in this process: each instance counts its own requests; idle keys are forgotten. */
export class KeyRateLimits {
  private readonly counters = new SlidingWindowCounters(RATE_WINDOW_MS);

  /** Lets a request with this key through (and counts it), or says which limit it is over. */
  admit(key: KeyLimits, now: number): RateLimitRefusal | null {
    const refusal = this.counters.admit(keyWindowLimits(key), now);
    return refusal ? keyRateLimitRefusal(refusal) : null;
  }

  /** Counts the tokens of a request with this key that ended at `now`. */
  countTokens(key: KeyLimits, tokens: number, now: number): void {
    if (key.tokensPerMinute === null) return;
    this.counters.countTokens(keyRateBucket(key), KEY_RATE_WINDOW, tokens, now);
  }

  /** How many keys are remembered (each idle one is forgotten after a minute). */
  get keysRemembered(): number {
    return this.counters.bucketsRemembered;
  }
}

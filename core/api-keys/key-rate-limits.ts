import type { KeyOnRecord } from "./key-on-record.ts";

/** The span a per-minute limit counts over. */
export const RATE_WINDOW_MS = 60_000;
/** Requests and tokens are counted in one-second slots: the window slides a second at a time. */
const SLOT_MS = 1_000;

export const RateLimitName = { REQUESTS: "requests", TOKENS: "tokens" } as const;
export type RateLimitName = (typeof RateLimitName)[keyof typeof RateLimitName];

/** A request over one of its key's per-minute limits: which, and when to come back. */
export interface RateLimitRefusal {
  readonly limit: RateLimitName;
  readonly perMinute: number;
  /** Whole seconds until the request would be let through (Retry-After), at least 1. */
  readonly retryAfterSeconds: number;
  readonly message: string;
}

type KeyLimits = Pick<KeyOnRecord, "id" | "requestsPerMinute" | "tokensPerMinute">;

interface Slot {
  /** When the slot starts: a multiple of SLOT_MS. */
  readonly start: number;
  requests: number;
  tokens: number;
}

/**
 * Each key's requests and tokens per minute, over a sliding window of the last minute counted in one-second slots.
 * Why slots rather than each request's instant: memory per key stays bounded (at most 61 slots whatever the
 * traffic), and the price is one second of precision, taken on the safe side: a slot counts until the whole
 * minute after its last instant has passed, so no 60-s span ever holds more than the limit. A fixed window (a
 * counter reset each minute) would let twice the limit through across a minute's edge.
 *
 * Requests are counted when let through; tokens when the request ends (its usage is known only then), so a key
 * is refused once the tokens its finished requests used in the last minute reach the limit. Keys idle for a
 * minute are forgotten. In-process: each instance counts its own requests.
 */
export class KeyRateLimits {
  private readonly windows = new Map<string, Slot[]>();
  private lastSweep = 0;

  /** Lets a request with this key through (and counts it), or says which limit it is over. */
  admit(key: KeyLimits, now: number): RateLimitRefusal | null {
    this.sweep(now);
    if (key.requestsPerMinute === null && key.tokensPerMinute === null) return null;
    const slots = this.slotsOf(key.id, now);
    const refusal =
      overLimit(slots, RateLimitName.REQUESTS, key.requestsPerMinute, now) ??
      overLimit(slots, RateLimitName.TOKENS, key.tokensPerMinute, now);
    if (refusal) return refusal;
    slotAt(slots, now).requests++;
    return null;
  }

  /** Counts the tokens of a request with this key that ended at `now`. */
  countTokens(key: KeyLimits, tokens: number, now: number): void {
    if (key.tokensPerMinute === null || !(tokens > 0)) return;
    slotAt(this.slotsOf(key.id, now), now).tokens += tokens;
  }

  /** How many keys are remembered (each idle one is forgotten after a minute). */
  get keysRemembered(): number {
    return this.windows.size;
  }

  private slotsOf(keyId: string, now: number): Slot[] {
    let slots = this.windows.get(keyId);
    if (!slots) {
      slots = [];
      this.windows.set(keyId, slots);
    }
    dropExpired(slots, now);
    return slots;
  }

  /** Once a minute, forgets the keys whose slots have all left the window. */
  private sweep(now: number): void {
    if (now - this.lastSweep < RATE_WINDOW_MS) return;
    this.lastSweep = now;
    for (const [keyId, slots] of this.windows) {
      dropExpired(slots, now);
      if (slots.length === 0) this.windows.delete(keyId);
    }
  }
}

/** The instant a slot stops counting: a minute after its last instant. */
function leavesAt(slot: Slot): number {
  return slot.start + SLOT_MS + RATE_WINDOW_MS;
}

function dropExpired(slots: Slot[], now: number): void {
  let expired = 0;
  while (expired < slots.length && leavesAt(slots[expired] as Slot) <= now) expired++;
  if (expired > 0) slots.splice(0, expired);
}

function slotAt(slots: Slot[], now: number): Slot {
  const start = now - (now % SLOT_MS);
  const last = slots.at(-1);
  if (last && last.start === start) return last;
  const slot = { start, requests: 0, tokens: 0 };
  slots.push(slot);
  return slot;
}

function overLimit(
  slots: readonly Slot[],
  limit: RateLimitName,
  perMinute: number | null,
  now: number,
): RateLimitRefusal | null {
  if (perMinute === null) return null;
  const counted = (slot: Slot) => (limit === RateLimitName.REQUESTS ? slot.requests : slot.tokens);
  const used = slots.reduce((sum, slot) => sum + counted(slot), 0);
  if (used < perMinute) return null;
  // The oldest slots leave first: wait until enough have left to bring the count under the limit.
  let freed = 0;
  let freeAt = now + RATE_WINDOW_MS;
  for (const slot of slots) {
    freed += counted(slot);
    if (used - freed < perMinute) {
      freeAt = leavesAt(slot);
      break;
    }
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
  return {
    limit,
    perMinute,
    retryAfterSeconds,
    message: `Rate limit reached for ${limit} per minute on this API key: limit ${perMinute}. Retry in ${retryAfterSeconds} s.`,
  };
}

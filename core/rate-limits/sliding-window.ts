/** What a rate limit counts: requests let through, or tokens used by finished requests. */
export const Counted = { REQUESTS: "requests", TOKENS: "tokens" } as const;
export type Counted = (typeof Counted)[keyof typeof Counted];

/**
 * How a bucket counts: in slots of `slotMs`, each holding its counts for `spanMs` from its start. Memory per
 * bucket stays bounded (spanMs / slotMs slots whatever the traffic), at the price of one slot of precision.
 */
export interface CountingWindow {
  readonly slotMs: number;
  readonly spanMs: number;
}

/** The limits one request is held to in a bucket (a key, a client): null means no limit on that count. */
export interface WindowLimits {
  /** Who is counted, e.g. `key:<id>` or `client:<address>`. */
  readonly bucket: string;
  readonly window: CountingWindow;
  readonly requests: number | null;
  readonly tokens: number | null;
}

/** A request over one of its bucket's limits: which, and how long until it would be let through. */
export interface WindowRefusal {
  readonly counted: Counted;
  readonly limit: number;
  /** At least 1. */
  readonly retryAfterMs: number;
}

/** One slot's counts; `start` is a multiple of the window's slotMs. */
export interface SlotCounts {
  readonly start: number;
  requests: number;
  tokens: number;
}

export function slotStartOf(now: number, window: CountingWindow): number {
  return now - (now % window.slotMs);
}

/** The instant a slot stops counting. */
export function slotLeavesAt(start: number, window: CountingWindow): number {
  return start + window.spanMs;
}

/**
 * The rule every adapter follows (the Redis one in its Lua script): a request is refused when a limit's count over
 * the slots still held (oldest first) has reached it; it may come back once enough of the oldest slots have left
 * to bring the count under the limit.
 */
export function refusalOf(
  slots: readonly SlotCounts[],
  limits: WindowLimits,
  now: number,
): WindowRefusal | null {
  return (
    overLimit(slots, Counted.REQUESTS, limits.requests, limits.window, now) ??
    overLimit(slots, Counted.TOKENS, limits.tokens, limits.window, now)
  );
}

function overLimit(
  slots: readonly SlotCounts[],
  counted: Counted,
  limit: number | null,
  window: CountingWindow,
  now: number,
): WindowRefusal | null {
  if (limit === null) return null;
  const used = slots.reduce((sum, slot) => sum + slot[counted], 0);
  if (used < limit) return null;
  let freed = 0;
  let freeAt = now + window.spanMs;
  for (const slot of slots) {
    freed += slot[counted];
    if (used - freed < limit) {
      freeAt = slotLeavesAt(slot.start, window);
      break;
    }
  }
  return { counted, limit, retryAfterMs: Math.max(1, freeAt - now) };
}

/**
 * Buckets' counts in this process (one instance, a test, or an instance whose shared state is unreachable).
 * Buckets whose slots have all left are forgotten once per `sweepEveryMs`.
 */
export class SlidingWindowCounters {
  private readonly buckets = new Map<string, { window: CountingWindow; slots: SlotCounts[] }>();
  private lastSweep = 0;

  constructor(private readonly sweepEveryMs = 60_000) {}

  /** Lets a request through (and counts it), or says which limit it is over. */
  admit(limits: WindowLimits, now: number): WindowRefusal | null {
    this.sweep(now);
    if (limits.requests === null && limits.tokens === null) return null;
    const slots = this.slotsOf(limits.bucket, limits.window, now);
    const refusal = refusalOf(slots, limits, now);
    if (refusal) return refusal;
    slotAt(slots, limits.window, now).requests++;
    return null;
  }

  /** Counts the tokens a request of this bucket used, ending at `now`. */
  countTokens(bucket: string, window: CountingWindow, tokens: number, now: number): void {
    if (!(tokens > 0)) return;
    slotAt(this.slotsOf(bucket, window, now), window, now).tokens += tokens;
  }

  /** How many buckets are remembered (each idle one is forgotten once its slots have left). */
  get bucketsRemembered(): number {
    return this.buckets.size;
  }

  /** How many slots the buckets hold in all: at most spanMs / slotMs each, however many requests they count. */
  get slotsRemembered(): number {
    let slots = 0;
    for (const counts of this.buckets.values()) slots += counts.slots.length;
    return slots;
  }

  private slotsOf(bucket: string, window: CountingWindow, now: number): SlotCounts[] {
    let counts = this.buckets.get(bucket);
    if (!counts) {
      counts = { window, slots: [] };
      this.buckets.set(bucket, counts);
    }
    counts.window = window;
    dropExpired(counts.slots, window, now);
    return counts.slots;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.sweepEveryMs) return;
    this.lastSweep = now;
    for (const [bucket, counts] of this.buckets) {
      dropExpired(counts.slots, counts.window, now);
      if (counts.slots.length === 0) this.buckets.delete(bucket);
    }
  }
}

function dropExpired(slots: SlotCounts[], window: CountingWindow, now: number): void {
  let expired = 0;
  while (expired < slots.length && slotLeavesAt((slots[expired] as SlotCounts).start, window) <= now)
    expired++;
  slots.splice(0, expired);
}

function slotAt(slots: SlotCounts[], window: CountingWindow, now: number): SlotCounts {
  const start = slotStartOf(now, window);
  const last = slots.at(-1);
  if (last && last.start === start) return last;
  const slot = { start, requests: 0, tokens: 0 };
  slots.push(slot);
  return slot;
}

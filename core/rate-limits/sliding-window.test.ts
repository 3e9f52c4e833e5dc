import { describe, expect, it } from "vitest";
import {
  Counted,
  type CountingWindow,
  refusalOf,
  SlidingWindowCounters,
  type SlotCounts,
  slotLeavesAt,
  slotStartOf,
  type WindowLimits,
} from "./sliding-window.ts";

/** Slots of 1 s, each counting for 10 s. */
const WINDOW: CountingWindow = { slotMs: 1000, spanMs: 10_000 };
const T = 1_800_000_000_000;
const limits = (requests: number | null, tokens: number | null = null, bucket = "key:k1"): WindowLimits => ({
  bucket,
  window: WINDOW,
  requests,
  tokens,
});

describe("a counting window's slots", () => {
  it("start on a multiple of the slot's length and stop counting a span later", () => {
    expect(slotStartOf(T + 1999, WINDOW)).toBe(T + 1000);
    expect(slotStartOf(T + 2000, WINDOW)).toBe(T + 2000);
    expect(slotLeavesAt(T + 1000, WINDOW)).toBe(T + 11_000);
  });
});

describe("a request held to its bucket's limits", () => {
  it("is let through until the limit is reached, then refused", () => {
    const counters = new SlidingWindowCounters();
    expect(counters.admit(limits(2), T)).toBeNull();
    expect(counters.admit(limits(2), T + 1)).toBeNull();
    expect(counters.admit(limits(2), T + 2)).toEqual({ counted: "requests", limit: 2, retryAfterMs: 9998 });
  });

  it("comes back once the oldest slot has left, not before", () => {
    const counters = new SlidingWindowCounters();
    counters.admit(limits(2), T + 500);
    counters.admit(limits(2), T + 3500);
    expect(counters.admit(limits(2), T + 5000)).toEqual({
      counted: "requests",
      limit: 2,
      retryAfterMs: 5000,
    });
    expect(counters.admit(limits(2), T + 9999)).toMatchObject({ retryAfterMs: 1 });
    expect(counters.admit(limits(2), T + 10_000)).toBeNull();
    expect(counters.admit(limits(2), T + 10_001)).toMatchObject({ retryAfterMs: 2999 });
  });

  it("is not counted when it is refused", () => {
    const counters = new SlidingWindowCounters();
    counters.admit(limits(1), T);
    for (let i = 1; i <= 5; i++) counters.admit(limits(1), T + i * 1000);
    expect(counters.admit(limits(1), T + 10_000)).toBeNull();
  });

  it("counts in its own bucket only", () => {
    const counters = new SlidingWindowCounters();
    expect(counters.admit(limits(1, null, "key:a"), T)).toBeNull();
    expect(counters.admit(limits(1, null, "key:b"), T)).toBeNull();
    expect(counters.admit(limits(1, null, "key:a"), T)).not.toBeNull();
  });

  it("is neither limited nor counted without limits", () => {
    const counters = new SlidingWindowCounters();
    for (let i = 0; i < 3; i++) expect(counters.admit(limits(null, null), T)).toBeNull();
    expect(counters.bucketsRemembered).toBe(0);
    expect(counters.admit(limits(1), T)).toBeNull();
  });

  it("is refused by a limit of 0 for a whole span", () => {
    const counters = new SlidingWindowCounters();
    expect(counters.admit(limits(0), T)).toEqual({ counted: "requests", limit: 0, retryAfterMs: 10_000 });
  });
});

describe("the tokens a bucket used", () => {
  it("refuse the next request once they reach the limit, whatever the request limit", () => {
    const counters = new SlidingWindowCounters();
    expect(counters.admit(limits(null, 100), T)).toBeNull();
    counters.countTokens("key:k1", WINDOW, 60, T + 100);
    expect(counters.admit(limits(null, 100), T + 200)).toBeNull();
    counters.countTokens("key:k1", WINDOW, 40, T + 300);
    expect(counters.admit(limits(1000, 100), T + 400)).toEqual({
      counted: "tokens",
      limit: 100,
      retryAfterMs: 9600,
    });
  });

  it("let requests back only once what is left is under the limit, not at it", () => {
    const counters = new SlidingWindowCounters();
    counters.countTokens("key:k1", WINDOW, 30, T);
    counters.countTokens("key:k1", WINDOW, 100, T + 2000);
    expect(counters.admit(limits(null, 100), T + 3000)).toMatchObject({
      counted: "tokens",
      retryAfterMs: 9000,
    });
  });

  it("are not counted when there are none, or fewer than none", () => {
    const counters = new SlidingWindowCounters();
    counters.countTokens("key:k1", WINDOW, 0, T);
    counters.countTokens("key:k1", WINDOW, -5, T);
    counters.countTokens("key:k1", WINDOW, Number.NaN, T);
    expect(counters.bucketsRemembered).toBe(0);
  });

  it("go into the slot of the instant the request ended", () => {
    const counters = new SlidingWindowCounters();
    counters.countTokens("key:k1", WINDOW, 100, T + 4500);
    expect(counters.admit(limits(null, 100), T + 5000)).toMatchObject({ retryAfterMs: 9000 });
  });
});

describe("a refusal by the request limit and the token limit at once", () => {
  it("names the request limit", () => {
    const counters = new SlidingWindowCounters();
    counters.admit(limits(1, 10), T);
    counters.countTokens("key:k1", WINDOW, 50, T);
    expect(counters.admit(limits(1, 10), T + 1)).toMatchObject({ counted: Counted.REQUESTS, limit: 1 });
  });
});

describe("the rule over a bucket's slots", () => {
  const slots: SlotCounts[] = [
    { start: T, requests: 3, tokens: 0 },
    { start: T + 1000, requests: 2, tokens: 0 },
  ];

  it("waits for as many of the oldest slots to leave as bring the count under the limit", () => {
    expect(refusalOf(slots, limits(4), T + 1500)).toEqual({
      counted: "requests",
      limit: 4,
      retryAfterMs: 8500,
    });
    expect(refusalOf(slots, limits(2), T + 1500)).toEqual({
      counted: "requests",
      limit: 2,
      retryAfterMs: 9500,
    });
    expect(refusalOf(slots, limits(6), T + 1500)).toBeNull();
  });

  it("never asks to wait less than 1 ms", () => {
    expect(refusalOf(slots, limits(4), T + 10_000)).toMatchObject({ retryAfterMs: 1 });
  });

  it("checks tokens when requests are unlimited, and nothing when neither is limited", () => {
    const used: SlotCounts[] = [{ start: T, requests: 9, tokens: 20 }];
    expect(refusalOf(used, limits(null, 20), T)).toMatchObject({ counted: "tokens", limit: 20 });
    expect(refusalOf(used, limits(10, 21), T)).toBeNull();
    expect(refusalOf(used, limits(null, null), T)).toBeNull();
  });
});

describe("the buckets remembered", () => {
  it("forget a bucket whose slots have all left, at the next sweep", () => {
    const counters = new SlidingWindowCounters(60_000);
    counters.admit(limits(5, null, "key:a"), T);
    counters.admit(limits(5, null, "key:b"), T + 55_000);
    expect(counters.bucketsRemembered).toBe(2);
    counters.admit(limits(5, null, "key:c"), T + 60_000);
    expect(counters.bucketsRemembered).toBe(2);
  });

  it("keep a bucket that still counts", () => {
    const counters = new SlidingWindowCounters(5000);
    counters.admit(limits(5, null, "key:a"), T);
    counters.admit(limits(5, null, "key:a"), T + 5000);
    counters.admit(limits(5, null, "key:b"), T + 10_000);
    expect(counters.bucketsRemembered).toBe(2);
  });

  it("sweep no more often than asked", () => {
    const counters = new SlidingWindowCounters(60_000);
    counters.admit(limits(5, null, "key:a"), T);
    counters.admit(limits(5, null, "key:b"), T + 59_999);
    expect(counters.bucketsRemembered).toBe(2);
  });

  it("sweep once a minute unless told otherwise", () => {
    const counters = new SlidingWindowCounters();
    counters.admit(limits(5, null, "key:a"), T);
    counters.admit(limits(5, null, "key:b"), T + 59_999);
    expect(counters.bucketsRemembered).toBe(2);
    counters.admit(limits(5, null, "key:c"), T + 120_000);
    expect(counters.bucketsRemembered).toBe(1);
  });
});

describe("the memory a bucket holds", () => {
  it("is one slot per slot's length, however many requests and tokens it counts", () => {
    const counters = new SlidingWindowCounters();
    for (let i = 0; i < 50; i++) counters.admit(limits(1000), T + i * 10);
    counters.countTokens("key:k1", WINDOW, 10, T + 600);
    expect(counters.slotsRemembered).toBe(1);
    for (let i = 0; i < 50; i++) counters.admit(limits(1000), T + 1000 + i * 40);
    for (let i = 0; i < 5; i++) counters.admit(limits(1000), T + 3000 + i);
    expect(counters.slotsRemembered).toBe(4);
  });
});

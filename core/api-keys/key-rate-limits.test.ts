import { describe, expect, it } from "vitest";
import { KeyOnRecordMother } from "./key-on-record.mother.ts";
import {
  KEY_RATE_WINDOW,
  KeyRateLimits,
  keyRateBucket,
  keyRateLimitRefusal,
  keyWindowLimits,
  RATE_WINDOW_MS,
} from "./key-rate-limits.ts";

const START = Date.parse("2026-03-10T12:00:00.000Z");

describe("a key's requests per minute", () => {
  const key = KeyOnRecordMother.active({ requestsPerMinute: 3 });

  it("lets through as many requests as the limit in a minute, and refuses the next", () => {
    const limits = new KeyRateLimits();
    for (let i = 0; i < 3; i++) expect(limits.admit(key, START + i * 1000)).toBeNull();
    expect(limits.admit(key, START + 10_000)).toMatchObject({ limit: "requests", perMinute: 3 });
  });

  it("says when to retry: once the oldest request has left the last minute", () => {
    const limits = new KeyRateLimits();
    for (let i = 0; i < 3; i++) limits.admit(key, START + i * 1000);
    const refusal = limits.admit(key, START + 10_000);
    expect(refusal?.retryAfterSeconds).toBe(51);
    expect(refusal?.message).toBe(
      "Rate limit reached for requests per minute on this API key: limit 3. Retry in 51 s.",
    );
    expect(limits.admit(key, START + 10_000 + 51_000)).toBeNull();
  });

  it("never lets more than the limit through within any 60 seconds", () => {
    const limits = new KeyRateLimits();
    const admitted: number[] = [];
    for (let at = START; at < START + 5 * RATE_WINDOW_MS; at += 250)
      if (limits.admit(key, at) === null) admitted.push(at);
    for (const at of admitted)
      expect(admitted.filter((t) => t >= at && t < at + RATE_WINDOW_MS).length).toBeLessThanOrEqual(3);
    expect(admitted.length).toBeGreaterThanOrEqual(12);
  });

  it("does not count a refused request", () => {
    const limits = new KeyRateLimits();
    for (let i = 0; i < 3; i++) limits.admit(key, START);
    for (let i = 0; i < 10; i++) limits.admit(key, START + 30_000);
    expect(limits.admit(key, START + 61_000)).toBeNull();
  });

  it("applies a limit changed since, from the next request", () => {
    const limits = new KeyRateLimits();
    for (let i = 0; i < 3; i++) limits.admit(key, START);
    expect(limits.admit({ ...key, requestsPerMinute: 4 }, START + 1000)).toBeNull();
  });

  it("counts each key apart", () => {
    const limits = new KeyRateLimits();
    for (let i = 0; i < 3; i++) limits.admit(key, START);
    expect(limits.admit({ ...key, id: "other-key" }, START)).toBeNull();
  });
});

describe("a key's tokens per minute", () => {
  const key = KeyOnRecordMother.active({ tokensPerMinute: 1000 });

  it("refuses requests once the tokens of finished ones reach the limit, until they leave the minute", () => {
    const limits = new KeyRateLimits();
    expect(limits.admit(key, START)).toBeNull();
    limits.countTokens(key, 600, START + 2_000);
    expect(limits.admit(key, START + 3_000)).toBeNull();
    limits.countTokens(key, 400, START + 4_000);
    const refusal = limits.admit(key, START + 5_000);
    expect(refusal).toMatchObject({ limit: "tokens", perMinute: 1000, retryAfterSeconds: 58 });
    expect(refusal?.message).toBe(
      "Rate limit reached for tokens per minute on this API key: limit 1000. Retry in 58 s.",
    );
    expect(limits.admit(key, START + 63_000)).toBeNull();
  });
});

describe("what the limits remember", () => {
  it("keeps nothing for a key without limits", () => {
    const limits = new KeyRateLimits();
    limits.admit(KeyOnRecordMother.active(), START);
    expect(limits.keysRemembered).toBe(0);
  });

  it("forgets keys idle for over a minute", () => {
    const limits = new KeyRateLimits();
    for (let i = 0; i < 100; i++)
      limits.admit(KeyOnRecordMother.active({ id: `key-${i}`, requestsPerMinute: 10 }), START);
    expect(limits.keysRemembered).toBe(100);
    limits.admit(KeyOnRecordMother.active({ id: "late", requestsPerMinute: 10 }), START + 2 * RATE_WINDOW_MS);
    expect(limits.keysRemembered).toBe(1);
  });
});

describe("a key's refusal as its client is told it", () => {
  it("rounds the wait up to whole seconds", () => {
    const refusal = keyRateLimitRefusal({ counted: "requests", limit: 5, retryAfterMs: 1_001 });
    expect(refusal).toEqual({
      limit: "requests",
      perMinute: 5,
      retryAfterSeconds: 2,
      message: "Rate limit reached for requests per minute on this API key: limit 5. Retry in 2 s.",
    });
  });

  it("asks to wait at least a second", () => {
    expect(keyRateLimitRefusal({ counted: "tokens", limit: 5, retryAfterMs: 1 }).retryAfterSeconds).toBe(1);
    expect(keyRateLimitRefusal({ counted: "tokens", limit: 5, retryAfterMs: 0 }).retryAfterSeconds).toBe(1);
  });
});

describe("what a key's requests are held to", () => {
  it("are its own limits per minute, counted in its own bucket over a minute and a second of one-second slots", () => {
    const key = KeyOnRecordMother.active({ id: "key-9", requestsPerMinute: 7, tokensPerMinute: 900 });
    expect(keyRateBucket(key)).toBe("key:key-9");
    expect(KEY_RATE_WINDOW).toEqual({ slotMs: 1_000, spanMs: 61_000 });
    expect(keyWindowLimits(key)).toEqual({
      bucket: "key:key-9",
      window: KEY_RATE_WINDOW,
      requests: 7,
      tokens: 900,
    });
  });

  it("counts no tokens for a key without a tokens limit", () => {
    const limits = new KeyRateLimits();
    limits.countTokens(KeyOnRecordMother.active(), 500, START);
    expect(limits.keysRemembered).toBe(0);
    limits.countTokens(KeyOnRecordMother.active({ tokensPerMinute: 1000 }), 500, START);
    expect(limits.keysRemembered).toBe(1);
  });
});

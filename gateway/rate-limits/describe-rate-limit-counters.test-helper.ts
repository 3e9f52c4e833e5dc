import { describe, expect, it } from "vitest";
import type { CountingWindow, WindowLimits } from "../../core/rate-limits/sliding-window.ts";
import type { RateLimitCounters } from "./rate-limit-counters.ts";

const START = Date.parse("2026-03-10T12:00:00.000Z");
/** A minute of one-second slots, a slot counting until a minute after its end, as keys' limits count. */
const MINUTE: CountingWindow = { slotMs: 1000, spanMs: 61_000 };
/** A second of tenths, each counting for a second from its start, as clients' limits count. */
const SECOND: CountingWindow = { slotMs: 100, spanMs: 1000 };

function limits(overrides: Partial<WindowLimits> = {}): WindowLimits {
  return { bucket: "key:alpha", window: MINUTE, requests: null, tokens: null, ...overrides };
}

/** What every adapter of RateLimitCounters does; `make` gives a fresh adapter with nothing counted. */
export function describeRateLimitCounters(name: string, make: () => Promise<RateLimitCounters>): void {
  describe(`rate-limit counters: ${name}`, () => {
    it("lets through as many requests as the limit within the window, and refuses the next", async () => {
      const counters = await make();
      const three = limits({ requests: 3 });
      for (let i = 0; i < 3; i++) expect(await counters.admit(three, START + i * 1000)).toBeNull();
      expect(await counters.admit(three, START + 10_000)).toEqual({
        counted: "requests",
        limit: 3,
        retryAfterMs: 51_000,
      });
    });

    it("lets a request through again once the oldest slot has left the window", async () => {
      const counters = await make();
      const three = limits({ requests: 3 });
      for (let i = 0; i < 3; i++) await counters.admit(three, START + i * 1000);
      expect(await counters.admit(three, START + 60_999)).not.toBeNull();
      expect(await counters.admit(three, START + 61_000)).toBeNull();
    });

    it("does not count a refused request", async () => {
      const counters = await make();
      const three = limits({ requests: 3 });
      for (let i = 0; i < 3; i++) await counters.admit(three, START);
      for (let i = 0; i < 10; i++) await counters.admit(three, START + 30_000);
      expect(await counters.admit(three, START + 61_000)).toBeNull();
    });

    it("refuses once the tokens of finished requests reach the limit, until they leave the window", async () => {
      const counters = await make();
      const thousand = limits({ tokens: 1000 });
      expect(await counters.admit(thousand, START)).toBeNull();
      await counters.countTokens("key:alpha", MINUTE, 600, START + 2_000);
      expect(await counters.admit(thousand, START + 3_000)).toBeNull();
      await counters.countTokens("key:alpha", MINUTE, 400, START + 4_000);
      expect(await counters.admit(thousand, START + 5_000)).toEqual({
        counted: "tokens",
        limit: 1000,
        retryAfterMs: 58_000,
      });
      expect(await counters.admit(thousand, START + 65_000)).toBeNull();
    });

    it("names the requests limit first when both are reached", async () => {
      const counters = await make();
      const both = limits({ requests: 1, tokens: 10 });
      await counters.admit(both, START);
      await counters.countTokens("key:alpha", MINUTE, 10, START);
      expect(await counters.admit(both, START + 1000)).toMatchObject({ counted: "requests", limit: 1 });
    });

    it("counts each bucket apart", async () => {
      const counters = await make();
      await counters.admit(limits({ requests: 1 }), START);
      expect(await counters.admit(limits({ bucket: "key:beta", requests: 1 }), START)).toBeNull();
      expect(await counters.admit(limits({ requests: 1 }), START)).not.toBeNull();
    });

    it("applies a limit changed since, from the next request", async () => {
      const counters = await make();
      for (let i = 0; i < 3; i++) await counters.admit(limits({ requests: 3 }), START);
      expect(await counters.admit(limits({ requests: 4 }), START + 1000)).toBeNull();
    });

    it("lets everything through a bucket without limits", async () => {
      const counters = await make();
      for (let i = 0; i < 20; i++) expect(await counters.admit(limits(), START)).toBeNull();
    });

    it("refuses every request under a limit of zero, for a whole span", async () => {
      const counters = await make();
      expect(await counters.admit(limits({ requests: 0 }), START)).toEqual({
        counted: "requests",
        limit: 0,
        retryAfterMs: 61_000,
      });
    });

    it("slides a client's second by tenths: a request leaves one second after its tenth began", async () => {
      const counters = await make();
      const two = limits({ bucket: "client:127.0.0.1", window: SECOND, requests: 2 });
      expect(await counters.admit(two, START + 50)).toBeNull();
      expect(await counters.admit(two, START + 450)).toBeNull();
      expect(await counters.admit(two, START + 900)).toEqual({
        counted: "requests",
        limit: 2,
        retryAfterMs: 100,
      });
      expect(await counters.admit(two, START + 1000)).toBeNull();
      expect(await counters.admit(two, START + 1100)).toEqual({
        counted: "requests",
        limit: 2,
        retryAfterMs: 300,
      });
    });
  });
}

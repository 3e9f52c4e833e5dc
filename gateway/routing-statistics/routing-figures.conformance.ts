import { describe, expect, it } from "vitest";
import { HOUR_MS, type RoutingFigures } from "./routing-figures.ts";

const NOON = Date.parse("2026-03-10T12:00:00.000Z");

/** What every RoutingFigures adapter does, held to the same cases. `make` gives fresh, empty figures. */
export function describeRoutingFigures(name: string, make: () => Promise<RoutingFigures>): void {
  describe(`routing figures (${name})`, () => {
    it("know nothing of a model no request was served by", async () => {
      const figures = await make();
      expect(await figures.current(NOON)).toEqual(new Map());
    });

    it("average each model's samples, time to first token over the streamed ones only", async () => {
      const figures = await make();
      await figures.add({ model: "fast", timeToFirstTokenMs: 100, tokensPerSecondOut: 50 }, NOON - 60_000);
      await figures.add({ model: "fast", timeToFirstTokenMs: 300, tokensPerSecondOut: 71.5 }, NOON);
      await figures.add({ model: "fast", timeToFirstTokenMs: null, tokensPerSecondOut: 90 }, NOON);
      await figures.add({ model: "quiet", timeToFirstTokenMs: null, tokensPerSecondOut: null }, NOON);
      expect(await figures.current(NOON)).toEqual(
        new Map([
          ["fast", { samples: 3, timeToFirstTokenMs: 200, tokensPerSecondOut: 70.5 }],
          ["quiet", { samples: 1, timeToFirstTokenMs: null, tokensPerSecondOut: null }],
        ]),
      );
    });

    it("count the last day: the hour under way and the 23 before it", async () => {
      const figures = await make();
      await figures.add(
        { model: "old", timeToFirstTokenMs: 10, tokensPerSecondOut: 10 },
        NOON - 25 * HOUR_MS,
      );
      await figures.add(
        { model: "day", timeToFirstTokenMs: 20, tokensPerSecondOut: 20 },
        NOON - 23 * HOUR_MS,
      );
      await figures.add({ model: "day", timeToFirstTokenMs: 40, tokensPerSecondOut: 40 }, NOON + 1_000);
      expect(await figures.current(NOON + 2_000)).toEqual(
        new Map([["day", { samples: 2, timeToFirstTokenMs: 30, tokensPerSecondOut: 30 }]]),
      );
    });

    it("keep model names with colons and spaces apart", async () => {
      const figures = await make();
      await figures.add({ model: "vendor:model 1", timeToFirstTokenMs: 5, tokensPerSecondOut: 1 }, NOON);
      await figures.add({ model: "vendor", timeToFirstTokenMs: 7, tokensPerSecondOut: 2 }, NOON);
      const current = await figures.current(NOON);
      expect(current.get("vendor:model 1")).toEqual({
        samples: 1,
        timeToFirstTokenMs: 5,
        tokensPerSecondOut: 1,
      });
      expect(current.get("vendor")).toEqual({ samples: 1, timeToFirstTokenMs: 7, tokensPerSecondOut: 2 });
    });
  });
}

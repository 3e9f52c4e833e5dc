import { describe, expect, it } from "vitest";
import { MIN_OBSERVED_SAMPLES, type RoutingCandidate, rankCandidates } from "./best-available-routing.ts";
import { parseRoutingStrategy, ROUTING_STRATEGIES, RoutingStrategy } from "./routing-strategy.ts";

const cheapSlow: RoutingCandidate = {
  systemName: "cheap-slow",
  tokenInPrice: 0.1,
  tokenOutPrice: 0.4,
  timeToFirstTokenMs: 900,
  tokensPerSecondOut: 40,
  energyWhPerThousandTokens: 0.2,
  grid: { name: "Texas", lmp: 90, renewablePercentage: 20 },
};
const dearFast: RoutingCandidate = {
  systemName: "dear-fast",
  tokenInPrice: 2.5,
  tokenOutPrice: 10,
  timeToFirstTokenMs: 150,
  tokensPerSecondOut: 200,
  energyWhPerThousandTokens: 0.6,
  grid: { name: "Quebec", lmp: 20, renewablePercentage: 95 },
};
const middle: RoutingCandidate = {
  systemName: "middle",
  tokenInPrice: 0.5,
  tokenOutPrice: 1.5,
  timeToFirstTokenMs: 400,
  tokensPerSecondOut: 90,
  energyWhPerThousandTokens: 0.3,
  grid: null,
};
const all = [middle, dearFast, cheapSlow];
const first = (strategy: RoutingStrategy, candidates = all) => rankCandidates(candidates, strategy)[0];

describe("Best Available routing", () => {
  it("without a strategy and by cost picks the lowest list price", () => {
    expect(first(RoutingStrategy.NONE)?.systemName).toBe("cheap-slow");
    expect(first(RoutingStrategy.COST)).toEqual({
      systemName: "cheap-slow",
      reason: "lowest price: $0.1 in + $0.4 out per million tokens",
    });
  });

  it("by latency picks the shortest time to first token, by token rate the fastest writer", () => {
    expect(first(RoutingStrategy.LATENCY)).toEqual({
      systemName: "dear-fast",
      reason: "lowest latency: 150 ms to first token (catalogue figure)",
    });
    expect(first(RoutingStrategy.TOKEN_RATE)?.reason).toBe(
      "highest token rate: 200 tokens/s (catalogue figure)",
    );
  });

  it("trusts observed figures once enough requests were seen, and the catalogue before", () => {
    const observed = (samples: number): RoutingCandidate => ({
      ...cheapSlow,
      observed: { samples, timeToFirstTokenMs: 80, tokensPerSecondOut: 300 },
    });
    expect(first(RoutingStrategy.LATENCY, [dearFast, observed(MIN_OBSERVED_SAMPLES - 1)])?.systemName).toBe(
      "dear-fast",
    );
    expect(first(RoutingStrategy.LATENCY, [dearFast, observed(MIN_OBSERVED_SAMPLES)])).toEqual({
      systemName: "cheap-slow",
      reason: `lowest latency: 80 ms to first token (observed over ${MIN_OBSERVED_SAMPLES} requests)`,
    });
    expect(first(RoutingStrategy.TOKEN_RATE, [dearFast, observed(10)])?.systemName).toBe("cheap-slow");
  });

  it("by energy cost weighs the energy per token by the node's electricity price", () => {
    // cheap-slow: 0.2 Wh x $90/MWh = $0.018 per million tokens; dear-fast: 0.6 x 20 = $0.012.
    expect(first(RoutingStrategy.ENERGY_COST)).toEqual({
      systemName: "dear-fast",
      reason: "lowest energy cost: $0.012 per million tokens (0.6 Wh per 1k tokens at $20/MWh, Quebec)",
    });
  });

  it("by emission picks the least non-renewable energy per token", () => {
    // cheap-slow: 0.2 x 80 % = 0.16 Wh; dear-fast: 0.6 x 5 % = 0.03 Wh.
    expect(first(RoutingStrategy.EMISSION)?.reason).toBe(
      "lowest emissions: 0.03 Wh of non-renewable energy per 1k tokens (95% renewable, Quebec)",
    );
  });

  it("ranks models without grid data last for the grid strategies, cheapest first among them", () => {
    const noGrid = { ...dearFast, systemName: "no-grid-dear", grid: null };
    const ranked = rankCandidates([noGrid, middle, cheapSlow], RoutingStrategy.EMISSION);
    expect(ranked.map((candidate) => candidate.systemName)).toEqual(["cheap-slow", "middle", "no-grid-dear"]);
  });

  it("breaks ties by price, then by name, so the same catalogue always routes the same way", () => {
    const twin = { ...cheapSlow, systemName: "another-cheap-slow" };
    expect(rankCandidates([cheapSlow, twin], RoutingStrategy.LATENCY).map((c) => c.systemName)).toEqual([
      "another-cheap-slow",
      "cheap-slow",
    ]);
  });

  it("gives reasons that fit in a response header", () => {
    for (const strategy of ROUTING_STRATEGIES)
      for (const { reason } of rankCandidates(all, strategy)) expect(reason).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe("Best Available routing, the whole order", () => {
  const names = (strategy: RoutingStrategy, candidates = all) =>
    rankCandidates(candidates, strategy).map((candidate) => candidate.systemName);

  it("orders every candidate by the strategy's figure, whatever order they come in", () => {
    for (const candidates of [all, [...all].reverse()]) {
      expect(names(RoutingStrategy.NONE, candidates)).toEqual(["cheap-slow", "middle", "dear-fast"]);
      expect(names(RoutingStrategy.COST, candidates)).toEqual(["cheap-slow", "middle", "dear-fast"]);
      expect(names(RoutingStrategy.LATENCY, candidates)).toEqual(["dear-fast", "middle", "cheap-slow"]);
      expect(names(RoutingStrategy.TOKEN_RATE, candidates)).toEqual(["dear-fast", "middle", "cheap-slow"]);
      expect(names(RoutingStrategy.ENERGY_COST, candidates)).toEqual(["dear-fast", "cheap-slow", "middle"]);
      expect(names(RoutingStrategy.EMISSION, candidates)).toEqual(["dear-fast", "cheap-slow", "middle"]);
    }
  });

  it("says why the cheapest model is picked when no strategy is chosen", () => {
    expect(first(RoutingStrategy.NONE)).toEqual({
      systemName: "cheap-slow",
      reason: "no strategy: the cheapest model, $0.1 in + $0.4 out per million tokens",
    });
  });

  it("rounds the prices it states to cents", () => {
    const oddPrices = { ...cheapSlow, tokenInPrice: 0.123, tokenOutPrice: 0.456 };
    expect(first(RoutingStrategy.COST, [oddPrices])?.reason).toBe(
      "lowest price: $0.12 in + $0.46 out per million tokens",
    );
  });

  it("ranks models without grid data last by energy cost too, cheapest first, and says why", () => {
    const noGridDear = { ...dearFast, systemName: "no-grid-dear", grid: null };
    const ranked = rankCandidates([noGridDear, middle, cheapSlow], RoutingStrategy.ENERGY_COST);
    expect(ranked).toEqual([
      {
        systemName: "cheap-slow",
        reason: "lowest energy cost: $0.018 per million tokens (0.2 Wh per 1k tokens at $90/MWh, Texas)",
      },
      { systemName: "middle", reason: "no grid data: ranked by price" },
      { systemName: "no-grid-dear", reason: "no grid data: ranked by price" },
    ]);
    expect(rankCandidates([noGridDear, middle], RoutingStrategy.EMISSION)[1]).toEqual({
      systemName: "no-grid-dear",
      reason: "no grid data: ranked by price",
    });
  });

  it("states the emissions of a model on a grid, to four decimals", () => {
    // 0.2 Wh x (100 - 20) % = 0.16 Wh.
    expect(first(RoutingStrategy.EMISSION, [cheapSlow])?.reason).toBe(
      "lowest emissions: 0.16 Wh of non-renewable energy per 1k tokens (20% renewable, Texas)",
    );
    const fine = {
      ...cheapSlow,
      energyWhPerThousandTokens: 0.123456,
      grid: { name: "Texas", lmp: 90, renewablePercentage: 0 },
    };
    expect(first(RoutingStrategy.EMISSION, [fine])?.reason).toContain("lowest emissions: 0.1235 Wh");
  });

  it("breaks a tie of the strategy's figure by the cheaper model, whatever the order given", () => {
    const sameLatencyDear = { ...dearFast, timeToFirstTokenMs: cheapSlow.timeToFirstTokenMs };
    expect(names(RoutingStrategy.LATENCY, [sameLatencyDear, cheapSlow])).toEqual(["cheap-slow", "dear-fast"]);
    expect(names(RoutingStrategy.LATENCY, [cheapSlow, sameLatencyDear])).toEqual(["cheap-slow", "dear-fast"]);
  });

  it("breaks a tie of figure and price by name, whatever the order given", () => {
    const twin = { ...cheapSlow, systemName: "another-cheap-slow" };
    expect(names(RoutingStrategy.COST, [twin, cheapSlow])).toEqual(["another-cheap-slow", "cheap-slow"]);
    expect(names(RoutingStrategy.COST, [cheapSlow, twin])).toEqual(["another-cheap-slow", "cheap-slow"]);
  });

  it("says how many requests an observed token rate comes from", () => {
    const observed = {
      ...cheapSlow,
      observed: { samples: 12, timeToFirstTokenMs: null, tokensPerSecondOut: 300 },
    };
    expect(first(RoutingStrategy.TOKEN_RATE, [dearFast, observed])).toEqual({
      systemName: "cheap-slow",
      reason: "highest token rate: 300 tokens/s (observed over 12 requests)",
    });
  });

  it("falls back on the catalogue for a figure the observed requests did not measure", () => {
    const observed = {
      ...cheapSlow,
      observed: { samples: 12, timeToFirstTokenMs: null, tokensPerSecondOut: 300 },
    };
    expect(rankCandidates([observed], RoutingStrategy.LATENCY)).toEqual([
      { systemName: "cheap-slow", reason: "lowest latency: 900 ms to first token (catalogue figure)" },
    ]);
    expect(names(RoutingStrategy.LATENCY, [observed, middle])).toEqual(["middle", "cheap-slow"]);
  });

  it("rounds an observed latency to whole milliseconds", () => {
    const observed = {
      ...cheapSlow,
      observed: { samples: 5, timeToFirstTokenMs: 80.6, tokensPerSecondOut: null },
    };
    expect(first(RoutingStrategy.LATENCY, [observed])?.reason).toBe(
      "lowest latency: 81 ms to first token (observed over 5 requests)",
    );
  });

  it("ranks nothing when there is no candidate", () => {
    expect(rankCandidates([], RoutingStrategy.COST)).toEqual([]);
  });
});

describe("the routing strategy a request names", () => {
  it("reads each of the dashboard's own labels as itself", () => {
    for (const strategy of ROUTING_STRATEGIES) expect(parseRoutingStrategy(strategy)).toBe(strategy);
    expect(ROUTING_STRATEGIES).toEqual(["none", "Token Rate", "Latency", "Cost", "Energy Cost", "Emission"]);
  });

  it("ignores every separator and surrounding space", () => {
    expect(parseRoutingStrategy("  token -- rate ")).toBe(RoutingStrategy.TOKEN_RATE);
    expect(parseRoutingStrategy("Energy_-_Cost")).toBe(RoutingStrategy.ENERGY_COST);
    expect(parseRoutingStrategy("LATENCY")).toBe(RoutingStrategy.LATENCY);
    expect(parseRoutingStrategy("cost")).toBe(RoutingStrategy.COST);
  });

  it("is none for null, an empty name and the label none", () => {
    expect(parseRoutingStrategy(null)).toBe(RoutingStrategy.NONE);
    expect(parseRoutingStrategy("")).toBe(RoutingStrategy.NONE);
    expect(parseRoutingStrategy("None")).toBe(RoutingStrategy.NONE);
  });

  it("is unknown for a name made of no letters", () => {
    expect(parseRoutingStrategy("--")).toBeNull();
    expect(parseRoutingStrategy("42")).toBeNull();
  });

  it("is one of the dashboard's labels, in any spelling", () => {
    expect(parseRoutingStrategy("Token Rate")).toBe(RoutingStrategy.TOKEN_RATE);
    expect(parseRoutingStrategy("token_rate")).toBe(RoutingStrategy.TOKEN_RATE);
    expect(parseRoutingStrategy("ENERGY-COST")).toBe(RoutingStrategy.ENERGY_COST);
    expect(parseRoutingStrategy("emissions")).toBe(RoutingStrategy.EMISSION);
  });

  it("is none when not given, and unknown otherwise", () => {
    expect(parseRoutingStrategy(undefined)).toBe(RoutingStrategy.NONE);
    expect(parseRoutingStrategy(" ")).toBe(RoutingStrategy.NONE);
    expect(parseRoutingStrategy("fastest")).toBeNull();
  });
});

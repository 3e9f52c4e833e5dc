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

describe("the routing strategy a request names", () => {
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

import { describe, expect, it } from "vitest";
import { BEST_AVAILABLE_MODEL } from "../available-models/best-available.ts";
import {
  bestOfEachMetric,
  COMPARED_MODELS,
  COMPARISON_METRICS,
  type ComparedRun,
  type ComparisonMetrics,
  ComparisonProblem,
  comparisonMetrics,
  comparisonProblem,
} from "./model-comparison.ts";

const catalogue = [
  { systemName: "gpt-4o-mini", tokenInPricePerMillionTokens: 0.15, tokenOutPricePerMilionTokens: 0.6 },
  { systemName: "gpt-4o", tokenInPricePerMillionTokens: 2.5, tokenOutPricePerMilionTokens: 10 },
  { systemName: "simulated-fast", tokenInPricePerMillionTokens: 0, tokenOutPricePerMilionTokens: 0 },
];

function run(overrides: Partial<ComparedRun> = {}): ComparedRun {
  return {
    model: "gpt-4o-mini",
    servedBy: null,
    startedAt: 1_000,
    firstTokenAt: 1_250,
    finishedAt: 2_000,
    usage: { prompt_tokens: 1_000, completion_tokens: 2_000, total_tokens: 3_000 },
    ...overrides,
  };
}

function metrics(overrides: Partial<ComparisonMetrics> = {}): ComparisonMetrics {
  return {
    timeToFirstTokenMs: 100,
    durationMs: 1_000,
    tokensIn: 10,
    tokensOut: 20,
    totalCost: 0.001,
    energyCost: 0.00015,
    emissions: { percent: 30, estimated: true },
    ...overrides,
  };
}

describe("starting a comparison", () => {
  it("needs at least two models", () => {
    expect(comparisonProblem(["gpt-4o", null], "Hello")).toBe(ComparisonProblem.TOO_FEW_MODELS);
    expect(comparisonProblem([null, null, null], "Hello")).toBe(ComparisonProblem.TOO_FEW_MODELS);
  });

  it("needs something to ask", () => {
    expect(comparisonProblem(["gpt-4o", "gpt-4o-mini"], "  \n")).toBe(ComparisonProblem.EMPTY_PROMPT);
  });

  it("may put the same model twice side by side, to see how much it varies", () => {
    expect(comparisonProblem(["gpt-4o", "gpt-4o"], "Hello")).toBeNull();
    expect(comparisonProblem(["gpt-4o", null, "Best Available"], "Hello")).toBeNull();
  });
});

describe("a compared model's figures", () => {
  it("time the first token and the whole answer from the moment it was sent", () => {
    expect(comparisonMetrics(run(), catalogue)).toMatchObject({ timeToFirstTokenMs: 250, durationMs: 1_000 });
  });

  it("count tokens and cost at the model's prices, energy being 15 % of the cost", () => {
    const figures = comparisonMetrics(run(), catalogue);
    expect(figures).toMatchObject({ tokensIn: 1_000, tokensOut: 2_000 });
    // 1,000 x $0.15 + 2,000 x $0.60 per million tokens.
    expect(figures.totalCost).toBeCloseTo(0.00135, 10);
    expect(figures.energyCost).toBeCloseTo(0.0002025, 10);
  });

  it("price Best Available at the model the gateway says served it", () => {
    const served = run({
      model: BEST_AVAILABLE_MODEL.systemName,
      servedBy: { model: "gpt-4o", provider: "OpenAI", routingReason: "Cost: lowest price" },
    });
    expect(comparisonMetrics(served, catalogue).totalCost).toBeCloseTo(0.0225, 10);
  });

  it("leave the cost unknown when nobody said which model served Best Available", () => {
    const figures = comparisonMetrics(run({ model: BEST_AVAILABLE_MODEL.systemName }), catalogue);
    expect(figures).toMatchObject({ totalCost: null, energyCost: null, emissions: null, tokensIn: 1_000 });
  });

  it("estimate the renewable share the same way for the same serving model, and say it is an estimate", () => {
    const first = comparisonMetrics(run(), catalogue).emissions;
    expect(first?.estimated).toBe(true);
    expect(first?.percent).toBeGreaterThanOrEqual(20);
    expect(first?.percent).toBeLessThanOrEqual(45);
    expect(comparisonMetrics(run({ startedAt: 5 }), catalogue).emissions).toEqual(first);
  });

  it("show no renewable share for an answer that cost nothing, as the logs do", () => {
    expect(comparisonMetrics(run({ model: "simulated-fast" }), catalogue).emissions).toEqual({
      percent: 0,
      estimated: false,
    });
  });

  it("are unknown for what has not happened: no first token, no end, no usage", () => {
    expect(comparisonMetrics(run({ firstTokenAt: null, finishedAt: null, usage: null }), catalogue)).toEqual({
      timeToFirstTokenMs: null,
      durationMs: null,
      tokensIn: null,
      tokensOut: null,
      totalCost: null,
      energyCost: null,
      emissions: null,
    });
  });
});

describe("the best value of each figure", () => {
  it("is the lowest time to first token, duration, cost and energy cost", () => {
    const best = bestOfEachMetric([
      metrics({ timeToFirstTokenMs: 300, durationMs: 900, totalCost: 0.002, energyCost: 0.0003 }),
      metrics({ timeToFirstTokenMs: 120, durationMs: 1_500, totalCost: 0.001, energyCost: 0.00015 }),
      metrics({ timeToFirstTokenMs: 120, durationMs: 2_000, totalCost: 0.003, energyCost: 0.00045 }),
    ]);
    expect(best.timeToFirstTokenMs).toEqual(new Set([1, 2]));
    expect(best.durationMs).toEqual(new Set([0]));
    expect(best.totalCost).toEqual(new Set([1]));
    expect(best.energyCost).toEqual(new Set([1]));
  });

  it("is never a token count: more or fewer tokens is not a better answer", () => {
    const best = bestOfEachMetric([metrics({ tokensOut: 5 }), metrics({ tokensOut: 500 })]);
    expect(best.tokensIn.size + best.tokensOut.size).toBe(0);
  });

  it("is the highest measured renewable share, never an estimate", () => {
    const best = bestOfEachMetric([
      metrics({ emissions: { percent: 80, estimated: false } }),
      metrics({ emissions: { percent: 95, estimated: false } }),
      metrics({ emissions: { percent: 99, estimated: true } }),
    ]);
    expect(best.emissions).toEqual(new Set([1]));
  });

  it("is not singled out among equal values, nor when only one model has the figure", () => {
    const best = bestOfEachMetric([
      metrics({ durationMs: 700, totalCost: 0 }),
      metrics({ durationMs: null, totalCost: 0 }),
    ]);
    expect(best.durationMs.size).toBe(0);
    expect(best.totalCost.size).toBe(0);
  });
});

describe("a comparison, in detail", () => {
  it("puts two or three models side by side, an empty choice counting as none", () => {
    expect(COMPARED_MODELS).toEqual({ min: 2, max: 3 });
    expect(comparisonProblem(["gpt-4o", ""], "Hello")).toBe(ComparisonProblem.TOO_FEW_MODELS);
    expect(comparisonProblem(["gpt-4o"], "Hello")).toBe(ComparisonProblem.TOO_FEW_MODELS);
    expect(comparisonProblem([null, "gpt-4o", "gpt-4o-mini"], "Hello")).toBeNull();
    expect(comparisonProblem(["gpt-4o"], " ")).toBe(ComparisonProblem.TOO_FEW_MODELS);
  });

  it("names its problems as the screens' messages do", () => {
    expect(ComparisonProblem.TOO_FEW_MODELS).toBe("tooFewModels");
    expect(ComparisonProblem.EMPTY_PROMPT).toBe("emptyPrompt");
  });

  it("leaves the cost unknown for a model no longer in the catalogue, but still counts its tokens", () => {
    expect(comparisonMetrics(run({ model: "retired" }), catalogue)).toEqual({
      timeToFirstTokenMs: 250,
      durationMs: 1_000,
      tokensIn: 1_000,
      tokensOut: 2_000,
      totalCost: null,
      energyCost: null,
      emissions: null,
    });
  });

  it("estimates the renewable share of Best Available as that of the model that served it", () => {
    const direct = comparisonMetrics(run({ model: "gpt-4o" }), catalogue);
    const routed = comparisonMetrics(
      run({
        model: BEST_AVAILABLE_MODEL.systemName,
        servedBy: { model: "gpt-4o", provider: "OpenAI", routingReason: null },
      }),
      catalogue,
    );
    expect(routed).toEqual(direct);
  });

  it("lists its figures in the order the comparison shows them", () => {
    expect(COMPARISON_METRICS).toEqual([
      "timeToFirstTokenMs",
      "durationMs",
      "tokensIn",
      "tokensOut",
      "totalCost",
      "energyCost",
      "emissions",
    ]);
  });

  it("singles out no renewable share when every one is an estimate or unknown", () => {
    const best = bestOfEachMetric([
      metrics({ emissions: { percent: 80, estimated: true } }),
      metrics({ emissions: null }),
      metrics({ emissions: { percent: 30, estimated: true } }),
    ]);
    expect(best.emissions.size).toBe(0);
  });

  it("singles out the lowest among known values, the unknown ones aside", () => {
    const best = bestOfEachMetric([
      metrics({ totalCost: null, timeToFirstTokenMs: 50 }),
      metrics({ totalCost: 0.002, timeToFirstTokenMs: 50 }),
      metrics({ totalCost: 0.001, timeToFirstTokenMs: 80 }),
    ]);
    expect(best.totalCost).toEqual(new Set([2]));
    expect(best.timeToFirstTokenMs).toEqual(new Set([0, 1]));
    expect(best.emissions.size).toBe(0);
  });

  it("singles out the higher of two measured renewable shares, the unknown one aside", () => {
    const best = bestOfEachMetric([
      metrics({ emissions: { percent: 40, estimated: false } }),
      metrics({ emissions: null }),
      metrics({ emissions: { percent: 20, estimated: false } }),
    ]);
    expect(best.emissions).toEqual(new Set([0]));
  });

  it("singles out nothing among no runs", () => {
    const best = bestOfEachMetric([]);
    for (const metric of COMPARISON_METRICS) expect(best[metric].size).toBe(0);
  });
});

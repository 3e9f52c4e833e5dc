import { describe, expect, it } from "vitest";
import { completionCost } from "./completion-cost.ts";

describe("the cost of an answer", () => {
  const model = { tokenInPricePerMillionTokens: 0.15, tokenOutPricePerMilionTokens: 0.6 };

  it("follows the serving model's prices per million tokens, energy being 15 % of it", () => {
    const cost = completionCost({ prompt_tokens: 1000, completion_tokens: 2000, total_tokens: 3000 }, model);
    expect(cost.inputCost).toBeCloseTo(0.00015, 12);
    expect(cost.outputCost).toBeCloseTo(0.0012, 12);
    expect(cost.totalCost).toBeCloseTo(0.00135, 12);
    expect(cost.energyCost).toBeCloseTo(0.0002025, 12);
  });

  it("is nothing for a model that costs nothing, such as 'Best Available' itself", () => {
    const free = { tokenInPricePerMillionTokens: 0, tokenOutPricePerMilionTokens: 0 };
    expect(
      completionCost({ prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 }, free).totalCost,
    ).toBe(0);
  });

  it("counts prompt tokens read from the provider's cache at the cached-input price", () => {
    const cached = { ...model, tokenCachedInPricePerMillionTokens: 0.075 };
    const usage = { prompt_tokens: 1000, completion_tokens: 0, total_tokens: 1000, cached_tokens: 600 };
    expect(completionCost(usage, cached).inputCost).toBeCloseTo((400 * 0.15 + 600 * 0.075) / 1e6, 15);
  });

  it("counts cached tokens at the input price when the model publishes no cached price", () => {
    const usage = { prompt_tokens: 1000, completion_tokens: 0, total_tokens: 1000, cached_tokens: 600 };
    expect(
      completionCost(usage, { ...model, tokenCachedInPricePerMillionTokens: null }).inputCost,
    ).toBeCloseTo(0.00015, 15);
  });

  it("never counts more cached tokens than the prompt had", () => {
    const cached = { ...model, tokenCachedInPricePerMillionTokens: 0 };
    const usage = { prompt_tokens: 100, completion_tokens: 0, total_tokens: 100, cached_tokens: 5000 };
    expect(completionCost(usage, cached).inputCost).toBe(0);
  });
});

describe("the cost of an answer, told apart", () => {
  const model = { tokenInPricePerMillionTokens: 2, tokenOutPricePerMilionTokens: 8 };

  it("prices input and output at their own prices, the total their sum", () => {
    const cost = completionCost(
      { prompt_tokens: 500_000, completion_tokens: 250_000, total_tokens: 750_000 },
      model,
    );
    expect(cost).toEqual({ inputCost: 1, outputCost: 2, totalCost: 3, energyCost: expect.closeTo(0.45, 12) });
  });

  it("counts no cached tokens when the provider reports a negative number", () => {
    const cached = { ...model, tokenCachedInPricePerMillionTokens: 0 };
    const usage = {
      prompt_tokens: 500_000,
      completion_tokens: 0,
      total_tokens: 500_000,
      cached_tokens: -100,
    };
    expect(completionCost(usage, cached).inputCost).toBe(1);
  });
});

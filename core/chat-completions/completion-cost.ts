import type { ProviderModel } from "../available-models/provider-model.entity.ts";
import { energyCostOf } from "../usage-logs/usage-log-rules.ts";
import type { CompletionUsage } from "./completion-result.ts";

/** What an answer cost in US dollars, by the serving model's list prices per million tokens. */
export interface CompletionCost {
  readonly inputCost: number;
  readonly outputCost: number;
  readonly totalCost: number;
  /** Energy's share of the cost (SPEC §9: 15 %). */
  readonly energyCost: number;
}

type Prices = Pick<ProviderModel, "tokenInPricePerMillionTokens" | "tokenOutPricePerMilionTokens"> &
  Partial<Pick<ProviderModel, "tokenCachedInPricePerMillionTokens">>;

/**
 * The cost of an answer's tokens at the model's prices, the way the gateway logs it: prompt tokens the provider
 * read from its cache at the cached-input price when the model has one, the others at the input price.
 */
export function completionCost(usage: CompletionUsage, model: Prices): CompletionCost {
  const cachedPrice = model.tokenCachedInPricePerMillionTokens ?? model.tokenInPricePerMillionTokens;
  const cached = Math.min(Math.max(usage.cached_tokens ?? 0, 0), usage.prompt_tokens);
  const inputCost =
    ((usage.prompt_tokens - cached) * model.tokenInPricePerMillionTokens + cached * cachedPrice) / 1_000_000;
  const outputCost = (usage.completion_tokens * model.tokenOutPricePerMilionTokens) / 1_000_000;
  const totalCost = inputCost + outputCost;
  return { inputCost, outputCost, totalCost, energyCost: energyCostOf(totalCost) };
}

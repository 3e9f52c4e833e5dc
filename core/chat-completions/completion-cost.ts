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

type Prices = Pick<ProviderModel, "tokenInPricePerMillionTokens" | "tokenOutPricePerMilionTokens">;

/** The cost of an answer's tokens at the model's prices, the way the gateway logs it. */
export function completionCost(usage: CompletionUsage, model: Prices): CompletionCost {
  const inputCost = (usage.prompt_tokens * model.tokenInPricePerMillionTokens) / 1_000_000;
  const outputCost = (usage.completion_tokens * model.tokenOutPricePerMilionTokens) / 1_000_000;
  const totalCost = inputCost + outputCost;
  return { inputCost, outputCost, totalCost, energyCost: energyCostOf(totalCost) };
}

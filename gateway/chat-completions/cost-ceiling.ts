import type { CostCeiling } from "../../core/budgets/budget-reservations.ts";
import type { CatalogueModel } from "./model-catalogue.ts";

/** What a request is known to need before it is sent, for the most it may cost. */
export interface RequestSize {
  readonly promptTokens: number;
  /** max_tokens (or max_completion_tokens) as asked; null when not said. */
  readonly maxOutputTokens: number | null;
  /** How many answers it asks for (n). */
  readonly choices: number;
}

/**
 * The most a request may cost, at the dearest prices among the models that may serve it (a fallback may be
 * tried): its input, and its output up to max_tokens for each choice, or the model's maximum output when the
 * request says none (unknown when the catalogue does not say either).
 */
export function costCeiling(models: readonly CatalogueModel[], size: RequestSize): CostCeiling {
  const inPrice = Math.max(0, ...models.map((model) => model.tokenInPrice));
  const outPrice = Math.max(0, ...models.map((model) => model.tokenOutPrice));
  const catalogueMaximum = models.map((model) => model.maxOutputTokens ?? null);
  const maxOutputTokens =
    size.maxOutputTokens ??
    (catalogueMaximum.some((most) => most === null) ? null : Math.max(0, ...(catalogueMaximum as number[])));
  return {
    inputUsd: (size.promptTokens * inPrice) / 1_000_000,
    maxOutputUsd:
      maxOutputTokens === null ? null : (maxOutputTokens * Math.max(1, size.choices) * outPrice) / 1_000_000,
  };
}

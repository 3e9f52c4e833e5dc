import type { TFunction } from "i18next";
import { BEST_AVAILABLE_MODEL } from "../../../core/available-models/best-available.ts";
import type { ComparedRun } from "../../../core/chat-completions/model-comparison.ts";

/** What a column says about the model that served it: which one, and the gateway's reason when it gave one. */
export interface ServedByLines {
  readonly servedBy: string;
  readonly reason: string | null;
}

/**
 * Said for 'Best Available' (the whole point of asking is which model it picked), and for a named model only when
 * another one answered instead; null when the gateway did not say.
 */
export function servedByLines(
  t: TFunction,
  run: Pick<ComparedRun, "model" | "servedBy">,
): ServedByLines | null {
  const { model, servedBy } = run;
  if (!servedBy || (model !== BEST_AVAILABLE_MODEL.systemName && servedBy.model === model)) return null;
  return {
    servedBy: servedBy.provider
      ? t("playground.compare.servedByProvider", { model: servedBy.model, provider: servedBy.provider })
      : t("playground.compare.servedBy", { model: servedBy.model }),
    reason: servedBy.routingReason
      ? t("playground.compare.reason", { reason: servedBy.routingReason })
      : null,
  };
}

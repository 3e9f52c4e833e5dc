import type { TFunction } from "i18next";
import type { ComparisonMetric, ComparisonMetrics } from "../../../core/chat-completions/model-comparison.ts";
import { formatUsd } from "../../../core/money/format-usd.ts";
import { LOG_COST_DECIMALS } from "../../../core/usage-logs/usage-log-rules.ts";

/** A figure as the results table shows it: its value, and a note beside it (an estimate says so). */
export interface FigureParts {
  readonly value: string;
  readonly note: string | null;
}

/**
 * How each figure reads: milliseconds whole, costs with the request logs' 7 decimals (SPEC §9) so a comparison
 * reads like the logs, the renewable share with its 2 decimals; a figure not known (yet) is a dash.
 */
export function figureParts(
  t: TFunction,
  metric: ComparisonMetric,
  figures: ComparisonMetrics | undefined,
): FigureParts {
  const plain = (value: string | null) => ({ value: value ?? t("common.notAvailable"), note: null });
  if (!figures) return plain(null);
  switch (metric) {
    case "timeToFirstTokenMs":
    case "durationMs": {
      const ms = figures[metric];
      return plain(
        ms === null ? null : t("playground.compare.results.milliseconds", { value: String(Math.round(ms)) }),
      );
    }
    case "tokensIn":
    case "tokensOut": {
      const tokens = figures[metric];
      return plain(tokens === null ? null : String(tokens));
    }
    case "totalCost":
    case "energyCost": {
      const amount = figures[metric];
      return plain(amount === null ? null : formatUsd(amount, LOG_COST_DECIMALS));
    }
    case "emissions": {
      const emissions = figures.emissions;
      if (!emissions) return plain(null);
      return {
        value: t("playground.compare.results.percent", {
          value: String(Math.round(emissions.percent * 100) / 100),
        }),
        note: emissions.estimated ? t("playground.compare.results.estimate") : null,
      };
    }
  }
}

/** The figure in one line of text: what a person reads in its cell. */
export function figureText(parts: FigureParts): string {
  return parts.note ? `${parts.value} (${parts.note})` : parts.value;
}

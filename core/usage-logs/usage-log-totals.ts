import { formatUsd } from "../money/format-usd.ts";
import type { UsageLogTotalsJson } from "./usage-log-page.ts";
import { LOG_COST_DECIMALS } from "./usage-log-rules.ts";

/** What every request passing the filters adds up to, as the logs show it (GET chat/history/totals). */
export interface UsageLogTotals {
  readonly requests: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  /** Tokens in and out together. */
  readonly tokens: number;
  /** US dollars. */
  readonly totalCost: number;
  /** US dollars: energy's share of the total cost. */
  readonly energyCost: number;
  /** The total cost in dollars with the logs' 7 decimals. */
  readonly totalCostText: string;
  readonly energyCostText: string;
  readonly emissions: UsageLogTotalsJson["emissions"];
}

/** The gateway's totals as the logs show them: the tokens in and out together, the costs with 7 decimals. */
export function shownUsageLogTotals(totals: UsageLogTotalsJson): UsageLogTotals {
  const { requests, tokensIn, tokensOut, totalCost, energyCost, emissions } = totals;
  return {
    requests,
    tokensIn,
    tokensOut,
    tokens: tokensIn + tokensOut,
    totalCost,
    energyCost,
    totalCostText: formatUsd(totalCost, LOG_COST_DECIMALS),
    energyCostText: formatUsd(energyCost, LOG_COST_DECIMALS),
    emissions,
  };
}

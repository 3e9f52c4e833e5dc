import { formatUsd } from "../money/format-usd.ts";
import { energyCostOf, LOG_COST_DECIMALS } from "./usage-log-rules.ts";

/** What the listed requests add up to: the totals the logs show for the current filters. */
export interface UsageLogTotals {
  readonly requests: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly tokens: number;
  /** US dollars. */
  readonly totalCost: number;
  /** US dollars: energy's share of the total cost. */
  readonly energyCost: number;
  /** The total cost in dollars with the logs' 7 decimals. */
  readonly totalCostText: string;
  readonly energyCostText: string;
}

/** Adds up the requests listed; the energy cost is taken from the summed cost, as each request's is from its own. */
export function usageLogTotals(
  entries: readonly { readonly tokensIn: number; readonly tokensOut: number; readonly totalCost: number }[],
): UsageLogTotals {
  let tokensIn = 0;
  let tokensOut = 0;
  let totalCost = 0;
  for (const entry of entries) {
    tokensIn += entry.tokensIn;
    tokensOut += entry.tokensOut;
    totalCost += entry.totalCost;
  }
  return usageLogTotalsOfSums({ requests: entries.length, tokensIn, tokensOut, totalCost });
}

/** The totals of sums already added up (by a pass over the requests that also does other work). */
export function usageLogTotalsOfSums({
  requests,
  tokensIn,
  tokensOut,
  totalCost,
}: Pick<UsageLogTotals, "requests" | "tokensIn" | "tokensOut" | "totalCost">): UsageLogTotals {
  const energyCost = energyCostOf(totalCost);
  return {
    requests,
    tokensIn,
    tokensOut,
    tokens: tokensIn + tokensOut,
    totalCost,
    energyCost,
    totalCostText: formatUsd(totalCost, LOG_COST_DECIMALS),
    energyCostText: formatUsd(energyCost, LOG_COST_DECIMALS),
  };
}

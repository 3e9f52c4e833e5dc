import { requestEmissionsGrams } from "../organization/request-emissions.ts";
import type { UsageLogTotalsJson } from "./usage-log-page.ts";
import { energyCostOf } from "./usage-log-rules.ts";

/**
 * Requests summed together because they share what their emissions are worked out from: the serving model's
 * energy per 1,000 tokens and the serving node's renewable share. A database adds up the requests by these two;
 * `usageLogTotalsOf` then adds up the few groups.
 */
export interface UsageLogSums {
  readonly requests: number;
  /** Those answered with a status of 400 or above. */
  readonly errors: number;
  /** Those that cost anything. */
  readonly costing: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly totalTokens: number;
  /** US dollars. */
  readonly totalCost: number;
  /** The serving model's energy per 1,000 tokens; null when no model the gateway knows served them. */
  readonly energyWhPerThousandTokens: number | null;
  /** The serving node's renewable share in percent, when it reported one. */
  readonly renewablePercentage: number | null;
}

/**
 * Requests summed whole, their emissions (request-emissions.ts's rule per request) summed too: what the hourly
 * rollups hold, and what a database sums the requests of a filter to.
 */
export interface UsageLogTotalSums {
  readonly requests: number;
  readonly errors: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly totalTokens: number;
  readonly totalCost: number;
  /** Grams of CO2e of the requests whose serving model is known. */
  readonly emissionsGrams: number;
  /** Requests whose serving model's energy is known. */
  readonly energyKnown: number;
  /** Requests that cost anything on a node that reported no renewable share. */
  readonly unsharedCosting: number;
}

/**
 * What every group adds up to (GET chat/history/totals): the energy cost is the summed cost's energy share, as
 * each request's is of its own; the emissions are the organization's request series' rule (request-emissions.ts),
 * unknown (null) when no request's serving model is known, and an estimate that errs high when a request that
 * cost anything has no renewable share.
 */
export function usageLogTotalsOf(groups: Iterable<UsageLogSums>): UsageLogTotalsJson {
  const sums = {
    requests: 0,
    errors: 0,
    tokensIn: 0,
    tokensOut: 0,
    totalTokens: 0,
    totalCost: 0,
    emissionsGrams: 0,
    energyKnown: 0,
    unsharedCosting: 0,
  };
  for (const group of groups) {
    sums.requests += group.requests;
    sums.errors += group.errors;
    sums.tokensIn += group.tokensIn;
    sums.tokensOut += group.tokensOut;
    sums.totalTokens += group.totalTokens;
    sums.totalCost += group.totalCost;
    if (group.energyWhPerThousandTokens !== null) {
      sums.emissionsGrams += requestEmissionsGrams({
        ...group,
        energyWhPerThousandTokens: group.energyWhPerThousandTokens,
      });
      sums.energyKnown += group.requests;
    }
    if (group.renewablePercentage === null) sums.unsharedCosting += group.costing;
  }
  return usageLogTotalsOfSums(sums);
}

/** The totals' answer from the requests summed whole, by the rule `usageLogTotalsOf` states. */
export function usageLogTotalsOfSums(sums: UsageLogTotalSums): UsageLogTotalsJson {
  return {
    requests: sums.requests,
    errors: sums.errors,
    tokensIn: sums.tokensIn,
    tokensOut: sums.tokensOut,
    totalTokens: sums.totalTokens,
    totalCost: sums.totalCost,
    energyCost: energyCostOf(sums.totalCost),
    emissions: {
      grams: sums.energyKnown > 0 ? sums.emissionsGrams : null,
      estimated: sums.unsharedCosting > 0,
    },
  };
}

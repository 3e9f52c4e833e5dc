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
 * What every group adds up to (GET chat/history/totals): the energy cost is the summed cost's energy share, as
 * each request's is of its own; the emissions are the organization's request series' rule (request-emissions.ts),
 * unknown (null) when no request's serving model is known, and an estimate that errs high when a request that
 * cost anything has no renewable share.
 */
export function usageLogTotalsOf(groups: Iterable<UsageLogSums>): UsageLogTotalsJson {
  let requests = 0;
  let errors = 0;
  let tokensIn = 0;
  let tokensOut = 0;
  let totalTokens = 0;
  let totalCost = 0;
  let grams: number | null = null;
  let estimated = false;
  for (const group of groups) {
    requests += group.requests;
    errors += group.errors;
    tokensIn += group.tokensIn;
    tokensOut += group.tokensOut;
    totalTokens += group.totalTokens;
    totalCost += group.totalCost;
    if (group.energyWhPerThousandTokens !== null)
      grams =
        (grams ?? 0) +
        requestEmissionsGrams({ ...group, energyWhPerThousandTokens: group.energyWhPerThousandTokens });
    if (group.costing > 0 && group.renewablePercentage === null) estimated = true;
  }
  return {
    requests,
    errors,
    tokensIn,
    tokensOut,
    totalTokens,
    totalCost,
    energyCost: energyCostOf(totalCost),
    emissions: { grams, estimated },
  };
}

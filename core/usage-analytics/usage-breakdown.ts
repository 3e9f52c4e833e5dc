import { roundTo } from "../number/round-to.ts";
import {
  energyCostOf,
  LOG_COST_DECIMALS,
  maskedApiKey,
  PLAYGROUND_KEY,
} from "../usage-logs/usage-log-rules.ts";
import type { UsageBreakdownBy, UsageBreakdownJson, UsageBreakdownRowJson } from "./usage-analytics-json.ts";

/** What a person's own usage breaks down by. */
export const PERSONAL_USAGE_BREAKDOWNS = [
  "model",
  "apikey",
  "endpoint",
] as const satisfies UsageBreakdownBy[];
/** What an organization's usage breaks down by. */
export const ORGANIZATION_USAGE_BREAKDOWNS = [
  "department",
  "person",
  "model",
] as const satisfies UsageBreakdownBy[];

/**
 * A breakdown lists its 20 costliest groups and no "others" row: the series of the same range and filters gives
 * the whole, so the rest is the series' total less the rows listed.
 */
export const USAGE_BREAKDOWN_TOP = 20;

/** One group's requests, summed. */
export interface UsageBreakdownSums {
  readonly key: string;
  readonly label: string;
  readonly requests: number;
  readonly errors: number;
  readonly totalTokens: number;
  readonly totalCost: number;
}

/** A request's group in a breakdown by API key: its masked key, never the key; `playground` without a key of its own. */
export function apiKeyGroupOf(apikey: string | null): string {
  return maskedApiKey(apikey) ?? PLAYGROUND_KEY;
}

/** A request's group in a breakdown by model: the model that served it, or the one asked for when none did. */
export function modelGroupOf(request: {
  readonly servedModel: string | null;
  readonly model: string;
}): string {
  return request.servedModel ?? request.model;
}

/**
 * The groups, those sharing a key added together (two keys may mask alike), costliest first (then most
 * requests, then by key), the first 20, with the energy's share of the cost (SPEC §9) and costs to 7 decimals.
 */
export function usageBreakdownOf(
  by: UsageBreakdownBy,
  sums: Iterable<UsageBreakdownSums>,
): UsageBreakdownJson {
  const groups = new Map<string, UsageBreakdownSums>();
  for (const sum of sums) {
    const same = groups.get(sum.key);
    groups.set(sum.key, same ? addedUp(same, sum) : sum);
  }
  const data = [...groups.values()].sort(costliestFirst).slice(0, USAGE_BREAKDOWN_TOP).map(rowOf);
  return { by, data };
}

function addedUp(a: UsageBreakdownSums, b: UsageBreakdownSums): UsageBreakdownSums {
  return {
    key: a.key,
    label: a.label,
    requests: a.requests + b.requests,
    errors: a.errors + b.errors,
    totalTokens: a.totalTokens + b.totalTokens,
    totalCost: a.totalCost + b.totalCost,
  };
}

function costliestFirst(a: UsageBreakdownSums, b: UsageBreakdownSums): number {
  if (a.totalCost !== b.totalCost) return b.totalCost - a.totalCost;
  if (a.requests !== b.requests) return b.requests - a.requests;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function rowOf(sums: UsageBreakdownSums): UsageBreakdownRowJson {
  return {
    key: sums.key,
    label: sums.label,
    requests: sums.requests,
    errors: sums.errors,
    totalTokens: sums.totalTokens,
    totalCost: roundTo(sums.totalCost, LOG_COST_DECIMALS),
    energyCost: roundTo(energyCostOf(sums.totalCost), LOG_COST_DECIMALS),
  };
}

import { roundTo } from "../number/round-to.ts";
import { energyCostOf } from "../usage-logs/usage-log-rules.ts";
import { requestEmissionsGrams } from "./request-emissions.ts";

/** Which requests to chart: GET /organization/{orgId}/requests/series. */
export interface RequestSeriesQuery {
  readonly departmentIds: readonly string[];
  /** Only this user's requests. */
  readonly userId?: string;
  /** How many days back from today (UTC), today included: 1 to 90. */
  readonly days: number;
}

/** One department's requests on one day (UTC), summed. */
export interface RequestSeriesPoint {
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly departmentId: string;
  readonly requests: number;
  /** USD. */
  readonly spend: number;
  /** USD: the share of the spend that paid for energy (SPEC §9: 15 % of the cost). */
  readonly energyCost: number;
  /** Grams of CO2-equivalent, estimated from the energy used and the serving grid node's non-renewable share. */
  readonly emissions: number;
}

/** The days and departments that had requests, oldest day first; days without any are left out. */
export interface RequestSeries {
  readonly points: readonly RequestSeriesPoint[];
}

/** Some requests of one department on one day, with what their emissions are estimated from. */
export interface RequestSeriesRecord {
  /** When they were sent: an ISO date-time, or the UTC day as YYYY-MM-DD. */
  readonly sentAt: string;
  readonly departmentId: string;
  /** How many requests the record stands for (1 for a single request). */
  readonly requests: number;
  /** Their summed cost, USD. */
  readonly totalCost: number;
  readonly totalTokens: number;
  /** The serving model's energy per 1,000 tokens (0 when no model served them). */
  readonly energyWhPerThousandTokens: number;
  /** The serving grid node's renewable share, when known. */
  readonly renewablePercentage: number | null;
}

const DAY_MS = 86_400_000;
const COST_DECIMALS = 7;
const GRAM_DECIMALS = 4;

/** The first instant a series of `days` days reaches back to: midnight (UTC) `days - 1` days before today. */
export function seriesStart(now: number, days: number): Date {
  const today = new Date(now);
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (days - 1) * DAY_MS,
  );
}

/**
 * The records summed per UTC day and department, oldest day first (departments by id within a day): requests,
 * spend, its energy share (SPEC §9) and the estimated emissions (request-emissions.ts). Costs keep 7 decimals,
 * grams 4. Shared rule: the reference gateway and the memory adapter both sum with it.
 */
export function requestSeriesOf(records: Iterable<RequestSeriesRecord>): RequestSeries {
  const sums = new Map<
    string,
    { date: string; departmentId: string; requests: number; spend: number; grams: number }
  >();
  for (const record of records) {
    const date = record.sentAt.slice(0, 10);
    const key = `${date} ${record.departmentId}`;
    const sum = sums.get(key) ?? { date, departmentId: record.departmentId, requests: 0, spend: 0, grams: 0 };
    sum.requests += record.requests;
    sum.spend += record.totalCost;
    sum.grams += requestEmissionsGrams(record);
    sums.set(key, sum);
  }
  const points = [...sums.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.departmentId.localeCompare(b.departmentId))
    .map(({ date, departmentId, requests, spend, grams }) => ({
      date,
      departmentId,
      requests,
      spend: roundTo(spend, COST_DECIMALS),
      energyCost: roundTo(energyCostOf(spend), COST_DECIMALS),
      emissions: roundTo(grams, GRAM_DECIMALS),
    }));
  return { points };
}

import { fnv1aHash } from "../text/fnv1a-hash.ts";

/**
 * The renewable share shown for a request, in percent with 2 decimals. SPEC §3 shows a random 20-45 % when the
 * request cost anything; a figure that changes on every render misleads, so the dashboard shows the serving
 * node's renewable percentage when the log carries it, and otherwise a stable estimate in 20-45 % derived from the
 * request id, flagged so the screen labels it as an estimate. A request that cost nothing shows 0 %.
 */
export interface Emissions {
  readonly percent: number;
  readonly estimated: boolean;
}

export const ESTIMATE_RANGE = { min: 20, max: 45 } as const;

interface EmittingRequest {
  readonly id: string;
  readonly totalCost: number;
  readonly renewablePercentage?: number | null;
}

export function emissionsOf(request: EmittingRequest): Emissions {
  if (!(request.totalCost > 0)) return { percent: 0, estimated: false };
  if (typeof request.renewablePercentage === "number") {
    return { percent: roundTo2(request.renewablePercentage), estimated: false };
  }
  const hundredths = (ESTIMATE_RANGE.max - ESTIMATE_RANGE.min) * 100 + 1;
  return {
    percent: (ESTIMATE_RANGE.min * 100 + (fnv1aHash(request.id) % hundredths)) / 100,
    estimated: true,
  };
}

/**
 * Whether the share shown for the request is an estimate (`emissionsOf(request).estimated`), told without working
 * the share out: it cost something and its node reported no share.
 */
export function isEmissionsEstimate(request: Omit<EmittingRequest, "id">): boolean {
  return request.totalCost > 0 && typeof request.renewablePercentage !== "number";
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

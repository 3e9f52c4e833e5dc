import { maskApiKey } from "../api-keys/masked-api-key.ts";
import { abbreviateMiddle } from "../text/abbreviate-middle.ts";

const MASKED_KEY = /^.{5}\.\.\..{5}$/s;

/** The apikey a request made in the playground is logged with. */
export const PLAYGROUND_KEY = "playground";

/**
 * The exact statuses the status filter offers: those the gateway logs requests with (success, the caller's
 * mistakes, limits, and upstream failures). Any other status can still be asked for through the address.
 */
export const OFFERED_STATUS_CODES: readonly number[] = [
  200, 400, 401, 402, 403, 404, 408, 413, 422, 429, 500, 502, 503, 504,
];

/** What the gateway answers (400) for a cursor it never gave: the memory profile answers the same. */
export const FOREIGN_CURSOR_MESSAGE = "cursor is not one this gateway gave";

/** Energy's share of a request's cost (SPEC §9). */
export const ENERGY_COST_SHARE = 0.15;

/** Costs in the request logs show 7 decimals (SPEC §9). */
export const LOG_COST_DECIMALS = 7;

/** The logged key, null when the request carried none. */
export function loggedApiKey(apikey: string | null | undefined): string | null {
  return apikey ? apikey : null;
}

/** True when the request was made with one of the user's keys, not from the playground. */
export function hasApiKey(apikey: string | null | undefined): boolean {
  return Boolean(apikey) && apikey !== PLAYGROUND_KEY;
}

/**
 * The key as the logs show it: its first 5 and last 5 characters, as the gateway logs it (a value it already
 * masked is kept as sent); null without a key of the user's.
 */
export function maskedApiKey(apikey: string | null | undefined): string | null {
  if (!apikey || !hasApiKey(apikey)) return null;
  return isMaskedApiKey(apikey) ? apikey : maskApiKey(apikey);
}

/** Whether a logged key is already in its masked form (first 5, "...", last 5). */
export function isMaskedApiKey(apikey: string): boolean {
  return MASKED_KEY.test(apikey);
}

export function energyCostOf(totalCost: number): number {
  return totalCost * ENERGY_COST_SHARE;
}

/** The request id as the logs show it: its first 8 and last 8 characters. */
export function shortRequestId(id: string): string {
  return abbreviateMiddle(id, 8, 8);
}

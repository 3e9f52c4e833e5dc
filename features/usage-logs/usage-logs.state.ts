import type { KeyChoice } from "../../core/usage-logs/usage-key-filter.ts";
import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogsView } from "./usage-logs-address.ts";

/** What each filter offers, besides "all". */
export interface UsageLogsChoices {
  readonly models: readonly string[];
  readonly vendors: readonly string[];
  readonly statusCodes: readonly number[];
  readonly keys: readonly KeyChoice[];
}

/**
 * Whether older requests remain to be listed: `more` (the list has not reached its end), `loading` (the next page
 * is asked for), `failed` (it could not be loaded: it can be asked for again), `end` (every request is listed).
 */
export type Paging = "more" | "loading" | "failed" | "end";

export interface UsageLogsState {
  /** `loading` also while the list is fetched again: the previous entries stay listed meanwhile. */
  readonly status: "loading" | "ready" | "failed";
  /** The address query last shown, as given. */
  readonly address: string;
  /** The filters in force. */
  readonly view: UsageLogsView;
  /** The requests listed so far that pass the filters, newest first: the first pages of them. */
  readonly entries: readonly UsageLogEntry[];
  /** Numbers the lists shown: a new list (other filters, a refresh) takes the next number, an older page added does not. */
  readonly listing: number;
  readonly paging: Paging;
  /** What every request passing the filters adds up to; null while they are counted, or when they could not be. */
  readonly totals: UsageLogTotals | null;
  readonly totalsFailed: boolean;
  /** Whether any listed request shows an estimated renewable share. */
  readonly hasEstimates: boolean;
  readonly choices: UsageLogsChoices;
  /** The request shown in the detail drawer. */
  readonly selected: UsageLogEntry | null;
  /** True while the CSV file is being prepared. */
  readonly exporting: boolean;
}

export function initialUsageLogsState(address: string, view: UsageLogsView): UsageLogsState {
  return {
    status: "loading",
    address,
    view,
    entries: [],
    listing: 0,
    paging: "more",
    totals: null,
    totalsFailed: false,
    hasEstimates: false,
    choices: { models: [], vendors: [], statusCodes: [], keys: [] },
    selected: null,
    exporting: false,
  };
}

/** What the page says in place of the list, if anything. */
export type ListNotice = "loading" | "failed" | "empty" | "noMatch";

export function listNoticeOf(state: UsageLogsState, filtered: boolean): ListNotice | null {
  if (state.status === "failed") return "failed";
  if (state.entries.length > 0) return null;
  if (state.status === "loading") return "loading";
  return filtered ? "noMatch" : "empty";
}

import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogsView } from "./usage-logs-address.ts";

/** One of the user's keys as the key filter offers it: by id, shown masked. */
export interface KeyChoice {
  readonly id: string;
  readonly maskedValue: string;
}

/** What each filter offers, besides "all". */
export interface UsageLogsChoices {
  readonly models: readonly string[];
  readonly vendors: readonly string[];
  readonly statusCodes: readonly number[];
  readonly keys: readonly KeyChoice[];
}

export interface UsageLogsState {
  /** `loading` also while the list is fetched again: the previous entries stay listed meanwhile. */
  readonly status: "loading" | "ready" | "failed";
  /** The address query last shown, as given. */
  readonly address: string;
  /** The filters in force. */
  readonly view: UsageLogsView;
  /** The requests that pass the filters, newest first. */
  readonly entries: readonly UsageLogEntry[];
  /** Null while they are added up: during a load, and for the frame after a list first shows. */
  readonly totals: UsageLogTotals | null;
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
    totals: null,
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

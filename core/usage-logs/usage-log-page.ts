import type { UsageLogRecord } from "./usage-log-entry.entity.ts";

/** One page of GET chat/history: SPEC §7's `data` list, newest first, and where the next page starts. */
export interface UsageLogPageJson {
  readonly data: UsageLogRecord[];
  /** Hand it back as `cursor` for the next, older page; null on the last page. */
  readonly nextCursor: string | null;
}

/** The requests one page holds unless the caller asks for another number; and the most it may ask for. */
export const USAGE_LOG_PAGE_SIZE = { default: 100, max: 500 } as const;

/** GET chat/history/totals: what every request passing the filters adds up to, counted by the database. */
export interface UsageLogTotalsJson {
  readonly requests: number;
  /** Requests answered with a status of 400 or above. */
  readonly errors: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly totalTokens: number;
  /** US dollars. */
  readonly totalCost: number;
  /** US dollars: energy's share of the total cost. */
  readonly energyCost: number;
  readonly emissions: {
    /** Grams of CO2e; null when no request's energy is known. */
    readonly grams: number | null;
    /** True when any request's node reported no renewable share (the figure errs high). */
    readonly estimated: boolean;
  };
}

import { token } from "../wiring/token.ts";
import type { UsageLogEntry } from "./usage-log-entry.entity.ts";
import type { UsageLogFilters } from "./usage-log-filters.ts";
import type { UsageLogTotalsJson } from "./usage-log-page.ts";

/** One page of the request logs, newest first. */
export interface UsageLogPage {
  readonly entries: UsageLogEntry[];
  /** Hand it back to `listPage` for the next, older page; null on the last page. */
  readonly nextCursor: string | null;
}

/** The request logs of SPEC §7 (the gateway's chat history), over the whole history. */
export interface UsageLogsGateway {
  /**
   * GET chat/history?verbose=true with the filters: one page of the user's requests, newest first, starting after
   * `cursor` (a page's `nextCursor`; the newest request when none), of `limit` requests at most
   * (USAGE_LOG_PAGE_SIZE; the gateway's default when not given).
   */
  listPage(filters?: UsageLogFilters, cursor?: string | null, limit?: number): Promise<UsageLogPage>;
  /** GET chat/history/totals: what every request passing the filters adds up to. */
  totals(filters?: UsageLogFilters): Promise<UsageLogTotalsJson>;
  /**
   * GET chat/history/export: every request passing the filters, newest first, as a CSV file (the columns of
   * USAGE_LOG_EXPORT_FIELDS, CRLF lines, no byte-order mark).
   */
  exportCsv(filters?: UsageLogFilters): Promise<Blob>;
}

export const UsageLogsGateway = token<UsageLogsGateway>("UsageLogsGateway");

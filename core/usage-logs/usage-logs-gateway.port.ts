import type { UsageLogEntry } from "./usage-log-entry.entity.ts";
import type { UsageLogFilters } from "./usage-log-filters.ts";

/** The request logs of SPEC §7 (the gateway's chat history). */
export interface UsageLogsGateway {
  /** GET chat/history?verbose=true with the filters: the user's requests, newest first, at most USAGE_LOG_LIST_LIMIT. */
  list(filters?: UsageLogFilters): Promise<UsageLogEntry[]>;
}

export const UsageLogsGateway = Symbol.for("UsageLogsGateway");

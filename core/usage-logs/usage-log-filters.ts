/** What the request logs can be narrowed to; every filter is optional. */
export interface UsageLogFilters {
  /** Requests made at or after this moment. */
  readonly from?: Date;
  /** Requests made before this moment. */
  readonly to?: Date;
  /** The gateway's model name. */
  readonly model?: string;
  /** The full key, or `playground`. */
  readonly apikey?: string;
  /** `error`: status 400 and above; `success`: below. */
  readonly outcome?: "success" | "error";
}

/** Whether a logged request passes the filters: the one rule, used by the memory adapter and the reference gateway. */
export function matchesUsageLogFilters(
  record: {
    readonly createdAt: string;
    readonly model: string;
    readonly apikey: string | null;
    readonly statusCode: number;
  },
  filters: UsageLogFilters,
): boolean {
  const at = Date.parse(record.createdAt);
  if (filters.from && at < filters.from.getTime()) return false;
  if (filters.to && at >= filters.to.getTime()) return false;
  if (filters.model && record.model !== filters.model) return false;
  if (filters.apikey && record.apikey !== filters.apikey) return false;
  if (filters.outcome && record.statusCode >= 400 !== (filters.outcome === "error")) return false;
  return true;
}

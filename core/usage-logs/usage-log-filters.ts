import { type UsageEndpoint, usageEndpointOf } from "./usage-endpoint.ts";

/** What the request logs can be narrowed to; every filter is optional. */
export interface UsageLogFilters {
  /** Requests made at or after this moment. */
  readonly from?: Date;
  /** Requests made before this moment. */
  readonly to?: Date;
  /** The gateway's model name. */
  readonly model?: string;
  /** The provider that served the request, by name. */
  readonly vendor?: string;
  /** Requests sent with this API key, by its id (GET chat/history's `apiKeyId`). */
  readonly apiKeyId?: string;
  /** Only `playground`: the requests made in the playground (a key is filtered by `apiKeyId`). */
  readonly apikey?: string;
  /** `error`: status 400 and above; `success`: below. */
  readonly outcome?: "success" | "error";
  /** One exact HTTP status. */
  readonly statusCode?: number;
  /** The gateway endpoint the request came through. */
  readonly endpoint?: UsageEndpoint;
  /** Requests sent with the keys of this department. */
  readonly departmentId?: string;
}

/** What the gateway answers (400) for an `apikey` filter other than `playground`: keys are filtered by id. */
export const APIKEY_FILTER_REFUSAL = "apikey filters only playground requests; filter a key by apiKeyId";

/** The HTTP statuses a request can be logged with, for validating a status filter. */
export const STATUS_CODE_RANGE = { min: 100, max: 599 } as const;

/** Whether a number can be an exact status filter: a whole HTTP status. */
export function isStatusCode(value: number): boolean {
  return Number.isInteger(value) && value >= STATUS_CODE_RANGE.min && value <= STATUS_CODE_RANGE.max;
}

/** Whether a logged request passes the filters: the one rule, used by the memory adapter and the reference gateway. */
export function matchesUsageLogFilters(
  record: {
    readonly createdAt: string;
    readonly model: string;
    readonly vendor: string;
    readonly apikey: string | null;
    readonly apiKeyId?: string | null;
    readonly statusCode: number;
    readonly endpoint?: string;
    readonly departmentId?: string | null;
  },
  filters: UsageLogFilters,
): boolean {
  const at = Date.parse(record.createdAt);
  if (filters.from && at < filters.from.getTime()) return false;
  if (filters.to && at >= filters.to.getTime()) return false;
  if (filters.model && record.model !== filters.model) return false;
  if (filters.vendor && record.vendor !== filters.vendor) return false;
  if (filters.apiKeyId && record.apiKeyId !== filters.apiKeyId) return false;
  if (filters.apikey && record.apikey !== filters.apikey) return false;
  if (filters.outcome && record.statusCode >= 400 !== (filters.outcome === "error")) return false;
  if (filters.statusCode !== undefined && record.statusCode !== filters.statusCode) return false;
  if (filters.endpoint && usageEndpointOf(record.endpoint) !== filters.endpoint) return false;
  if (filters.departmentId && record.departmentId !== filters.departmentId) return false;
  return true;
}

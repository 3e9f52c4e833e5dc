import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import { USAGE_ENDPOINTS, type UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import { usageKeyFilterOf } from "../../core/usage-logs/usage-key-filter.ts";
import { isStatusCode, type UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import { isCalendarDay, momentsOfDays } from "../../core/usage-logs/usage-log-period.ts";

/** Which requests the status filter keeps: by outcome, or one exact HTTP status. */
export type StatusChoice = "success" | "error" | number;

/**
 * The logs' filters as the address keeps them, so a view can be shared and survives a reload. The key is named
 * by its id (or `playground`), never by its value: addresses end up in histories, logs and messages.
 */
export interface UsageLogsView {
  /** YYYY-MM-DD, local: the first day shown. */
  readonly fromDay?: string;
  /** YYYY-MM-DD, local: the last day shown, in full. */
  readonly toDay?: string;
  readonly model?: string;
  readonly vendor?: string;
  readonly status?: StatusChoice;
  /** A key's id, or `playground`. */
  readonly key?: string;
  readonly endpoint?: UsageEndpoint;
}

/** The query names, in the order the address writes them. */
const NAMES = {
  fromDay: "from",
  toDay: "to",
  model: "model",
  vendor: "vendor",
  status: "status",
  key: "key",
  endpoint: "endpoint",
} as const satisfies Record<keyof UsageLogsView, string>;

const MAX_NAME_LENGTH = 200;

/**
 * The filters an address asks for. What cannot be a filter (a day not on the calendar, an unknown status, a
 * name given twice or too long) is ignored rather than refused: a hand-edited or stale link still opens the logs.
 * A period given backwards is read the right way round.
 */
export function viewOfSearch(search: string): UsageLogsView {
  const params = new URLSearchParams(search);
  const single = (name: string): string | undefined => {
    const values = params.getAll(name);
    const value = values.length === 1 ? values[0]?.trim() : undefined;
    return value && value.length <= MAX_NAME_LENGTH ? value : undefined;
  };
  const day = (name: string) => {
    const value = single(name);
    return value && isCalendarDay(value) ? value : undefined;
  };
  const [fromDay, toDay] = inOrder(day(NAMES.fromDay), day(NAMES.toDay));
  return withoutEmpty({
    fromDay,
    toDay,
    model: single(NAMES.model),
    vendor: single(NAMES.vendor),
    status: statusOf(single(NAMES.status)),
    key: single(NAMES.key),
    endpoint: endpointOf(single(NAMES.endpoint)),
  });
}

/** The address query for these filters ("" for none), always written the same way for the same filters. */
export function searchOfView(view: UsageLogsView): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(NAMES) as (keyof UsageLogsView)[]) {
    const value = view[field];
    if (value !== undefined && value !== "") params.set(NAMES[field], String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The filters with some changed; a change to undefined removes that filter. */
export function changedView(view: UsageLogsView, change: Partial<UsageLogsView>): UsageLogsView {
  const merged = { ...view, ...change };
  const [fromDay, toDay] = inOrder(merged.fromDay || undefined, merged.toDay || undefined);
  return withoutEmpty({ ...merged, fromDay, toDay });
}

export function isFiltered(view: UsageLogsView): boolean {
  return Object.keys(view).length > 0;
}

/**
 * What the gateway is asked for, and the filters actually in force: a key is asked for by its id (`apiKeyId`), the
 * playground by name; a key that is not one of the user's (deleted since the link was made, or an old address
 * that held a key's value) is dropped.
 */
export function filtersOfView(
  view: UsageLogsView,
  keys: readonly Pick<ApiKey, "id">[],
): { readonly filters: UsageLogFilters; readonly applied: UsageLogsView } {
  const key = usageKeyFilterOf(view.key, keys);
  const applied = key ? view : withoutEmpty({ ...view, key: undefined });
  const status = view.status;
  const filters: UsageLogFilters = withoutEmpty({
    ...momentsOfDays({ fromDay: view.fromDay, toDay: view.toDay }),
    model: view.model,
    vendor: view.vendor,
    ...key,
    outcome: typeof status === "string" ? status : undefined,
    statusCode: typeof status === "number" ? status : undefined,
    endpoint: view.endpoint,
  });
  return { filters, applied };
}

function statusOf(text: string | undefined): StatusChoice | undefined {
  if (text === "success" || text === "error") return text;
  if (text === undefined || !/^\d{3}$/.test(text)) return undefined;
  const code = Number(text);
  return isStatusCode(code) ? code : undefined;
}

function endpointOf(text: string | undefined): UsageEndpoint | undefined {
  return USAGE_ENDPOINTS.find((endpoint) => endpoint === text);
}

function inOrder(from: string | undefined, to: string | undefined): [string | undefined, string | undefined] {
  // YYYY-MM-DD texts sort as their days do.
  return from && to && from > to ? [to, from] : [from, to];
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ""),
  ) as T;
}

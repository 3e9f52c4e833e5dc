import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { CSV_FORMULA_START, CSV_NEWLINE } from "../../../core/text/csv-rules.ts";
import { type UsageLogRecord, usageLogEntriesOf } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { USAGE_LOG_EXPORT_FIELDS, usageLogExportRows } from "../../../core/usage-logs/usage-log-export.ts";
import {
  APIKEY_FILTER_REFUSAL,
  matchesUsageLogFilters,
  type UsageLogFilters,
} from "../../../core/usage-logs/usage-log-filters.ts";
import { USAGE_LOG_PAGE_SIZE, type UsageLogTotalsJson } from "../../../core/usage-logs/usage-log-page.ts";
import { FOREIGN_CURSOR_MESSAGE, PLAYGROUND_KEY } from "../../../core/usage-logs/usage-log-rules.ts";
import { type UsageLogSums, usageLogTotalsOf } from "../../../core/usage-logs/usage-log-sums.ts";
import type { UsageLogPage, UsageLogsGateway } from "../../../core/usage-logs/usage-logs-gateway.port.ts";
import { SIMULATED_ENERGY_WH_PER_THOUSAND_TOKENS } from "../organization/department-asking.ts";

/** A logged request and its moment, read once: the logs are ordered by moment, then by id. */
interface Logged {
  readonly at: number;
  readonly record: UsageLogRecord;
}

/** Where a page ended: the last request's moment and id. */
type Position = readonly [at: number, id: string];

const CURSOR = /^m1:(\d{1,16}):(.+)$/s;

/** How many requests the export reads at a time before letting the page breathe. */
const EXPORT_BATCH = USAGE_LOG_PAGE_SIZE.max;
/**
 * How many requests the totals add up before letting the page breathe: the memory profile's gateway runs in the
 * page, and the first page of a long history paints between two slices rather than after all of them.
 */
const TOTALS_SLICE = 10_000;

/**
 * The request logs in memory, with the reference gateway's rules; keep them in step: newest first, pages keyed on
 * (moment, id) so a cursor keeps its place while new requests arrive, the filters of core `matchesUsageLogFilters` (a key by its id, `apikey` only for the playground),
 * totals by core `usageLogTotalsOf`, the CSV of core's export columns. No cap anywhere. The memory chat completions
 * gateway adds each request it answers.
 */
export class MemoryUsageLogsGateway implements UsageLogsGateway {
  /** Oldest first: a new request goes at the end, and a page reads back from where the last one ended. */
  private readonly logged: Logged[];

  constructor(seed: readonly UsageLogRecord[]) {
    this.logged = structuredClone([...seed])
      .map((record) => ({ at: Date.parse(record.createdAt), record }))
      .sort(compareLogged);
  }

  async listPage(
    filters: UsageLogFilters = {},
    cursor: string | null = null,
    limit: number = USAGE_LOG_PAGE_SIZE.default,
  ): Promise<UsageLogPage> {
    refuseKeyByValue(filters);
    if (!Number.isInteger(limit) || limit < 1 || limit > USAGE_LOG_PAGE_SIZE.max)
      throw GatewayError.http(400, `limit must be a whole number from 1 to ${USAGE_LOG_PAGE_SIZE.max}`);
    const before = cursor === null ? null : positionOf(cursor);
    const page: Logged[] = [];
    let more = false;
    for (const logged of this.newestFirst(filters, before)) {
      if (page.length === limit) {
        more = true;
        break;
      }
      page.push(logged);
    }
    const last = page.at(-1);
    return {
      entries: usageLogEntriesOf(structuredClone(page.map((logged) => logged.record))),
      nextCursor: more && last ? cursorOf([last.at, last.record.id]) : null,
    };
  }

  async totals(filters: UsageLogFilters = {}): Promise<UsageLogTotalsJson> {
    refuseKeyByValue(filters);
    const sums: UsageLogSums[] = [];
    for (const sum of this.sumsOfEach(filters)) {
      sums.push(sum);
      if (sums.length % TOTALS_SLICE === 0) await nextTask();
    }
    return usageLogTotalsOf(sums);
  }

  /**
   * Reads the requests a batch at a time and writes them as the gateway streams them: the header row, then each
   * batch's rows, lines parted by CRLF. Yields between batches.
   */
  async exportCsv(filters: UsageLogFilters = {}): Promise<Blob> {
    const papa = await import("papaparse");
    const unparse = (papa.default ?? papa).unparse;
    const options = { escapeFormulae: CSV_FORMULA_START, newline: CSV_NEWLINE };
    const pieces = [unparse([[...USAGE_LOG_EXPORT_FIELDS]], options)];
    let cursor: string | null = null;
    do {
      const page = await this.listPage(filters, cursor, EXPORT_BATCH);
      if (page.entries.length > 0)
        pieces.push(CSV_NEWLINE + unparse(usageLogExportRows(page.entries), options));
      cursor = page.nextCursor;
      if (cursor) await nextTask();
    } while (cursor);
    return new Blob(pieces, { type: "text/csv;charset=utf-8" });
  }

  /** Logs a request, as the gateway does for every completion it serves. */
  record(record: UsageLogRecord): void {
    const logged = { at: Date.parse(record.createdAt), record: structuredClone(record) };
    const last = this.logged.at(-1);
    if (!last || compareLogged(last, logged) <= 0) this.logged.push(logged);
    else this.logged.splice(this.indexBefore([logged.at, logged.record.id]), 0, logged);
  }

  /** What every logged request cost, in US dollars: the account's usage (the billing gateway's figures). */
  totalCost(): number {
    return this.logged.reduce((total, { record }) => total + record.totalCost, 0);
  }

  /**
   * The requests passing the filters, newest first, from just before `before` on. The period is found by halving
   * (the log is ordered by moment); the other filters are core's, asked only when there are some.
   */
  private *newestFirst(filters: UsageLogFilters, before: Position | null): Generator<Logged> {
    const { from, to, ...others } = filters;
    const filtered = Object.values(others).some((value) => value !== undefined);
    let start = before === null ? this.logged.length : this.indexBefore(before);
    if (to) start = Math.min(start, this.indexBefore([to.getTime(), ""]));
    const end = from ? this.indexBefore([from.getTime(), ""]) : 0;
    for (let index = start - 1; index >= end; index--) {
      const logged = this.logged[index] as Logged;
      if (!filtered || matchesUsageLogFilters(logged.record, others)) yield logged;
    }
  }

  private *sumsOfEach(filters: UsageLogFilters): Generator<UsageLogSums> {
    for (const { record } of this.newestFirst(filters, null)) {
      yield {
        requests: 1,
        errors: record.statusCode >= 400 ? 1 : 0,
        costing: record.totalCost > 0 ? 1 : 0,
        tokensIn: record.tokensIn,
        tokensOut: record.tokensOut,
        totalTokens: record.totalTokens,
        totalCost: record.totalCost,
        energyWhPerThousandTokens: SIMULATED_ENERGY_WH_PER_THOUSAND_TOKENS,
        renewablePercentage: record.renewablePercentage ?? null,
      };
    }
  }

  /** The index of the first request at or after the position: every request before it comes earlier. */
  private indexBefore([at, id]: Position): number {
    let low = 0;
    let high = this.logged.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const logged = this.logged[middle] as Logged;
      if (logged.at < at || (logged.at === at && logged.record.id < id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A key is filtered by its id; `apikey` names only the playground (the gateway's 400 otherwise). */
function refuseKeyByValue(filters: UsageLogFilters): void {
  if (filters.apikey !== undefined && filters.apikey !== PLAYGROUND_KEY)
    throw GatewayError.http(400, APIKEY_FILTER_REFUSAL);
}

function nextTask(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}

function compareLogged(a: Logged, b: Logged): number {
  return a.at - b.at || (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0);
}

function cursorOf([at, id]: Position): string {
  return `m1:${at}:${id}`;
}

function positionOf(cursor: string): Position {
  const match = CURSOR.exec(cursor);
  if (!match) throw GatewayError.http(400, FOREIGN_CURSOR_MESSAGE);
  return [Number(match[1]), match[2] as string];
}

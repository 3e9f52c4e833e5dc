import {
  type UsageLogEntry,
  type UsageLogRecord,
  usageLogEntriesOf,
} from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { matchesUsageLogFilters, type UsageLogFilters } from "../../../core/usage-logs/usage-log-filters.ts";
import { USAGE_LOG_LIST_LIMIT } from "../../../core/usage-logs/usage-log-rules.ts";
import type { UsageLogsGateway } from "../../../core/usage-logs/usage-logs-gateway.port.ts";

/**
 * The request logs in memory. The rules are the reference gateway's too; keep them in step: newest first, the
 * filters of core `matchesUsageLogFilters`, at most USAGE_LOG_LIST_LIMIT requests. The memory chat completions gateway adds each request it answers.
 */
export class MemoryUsageLogsGateway implements UsageLogsGateway {
  private readonly records: UsageLogRecord[];

  constructor(seed: readonly UsageLogRecord[]) {
    this.records = structuredClone([...seed]);
  }

  async list(filters: UsageLogFilters = {}): Promise<UsageLogEntry[]> {
    const newestFirst = this.records
      .filter((record) => matchesUsageLogFilters(record, filters))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .slice(0, USAGE_LOG_LIST_LIMIT);
    return usageLogEntriesOf(structuredClone(newestFirst));
  }

  /** Logs a request, as the gateway does for every completion it serves. */
  record(record: UsageLogRecord): void {
    this.records.push(structuredClone(record));
  }

  /** What every logged request cost, in US dollars: the account's usage (the billing gateway's figures). */
  totalCost(): number {
    return this.records.reduce((total, record) => total + record.totalCost, 0);
  }
}

import { type UsageLogEntry, usageLogEntriesOf } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogsGateway } from "../../../core/usage-logs/usage-logs-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpUsageLogsGateway implements UsageLogsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async list(filters: UsageLogFilters = {}): Promise<UsageLogEntry[]> {
    const body = await this.http.get("/chat/history", { query: usageLogQuery(filters) });
    return usageLogEntriesOf((body as { data?: unknown } | null)?.data);
  }
}

/** The filters in the query names of GET chat/history. */
export function usageLogQuery(filters: UsageLogFilters) {
  return {
    verbose: true,
    startDate: filters.from?.toISOString(),
    endDate: filters.to?.toISOString(),
    model: filters.model,
    vendor: filters.vendor,
    apikey: filters.apikey,
    status: filters.outcome,
    statusCode: filters.statusCode,
    endpoint: filters.endpoint,
  };
}

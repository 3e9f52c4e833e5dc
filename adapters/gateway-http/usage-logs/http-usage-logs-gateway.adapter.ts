import { usageLogEntriesOf } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogTotalsJson } from "../../../core/usage-logs/usage-log-page.ts";
import type { UsageLogPage, UsageLogsGateway } from "../../../core/usage-logs/usage-logs-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

const TOTALS_FIGURES = [
  "requests",
  "errors",
  "tokensIn",
  "tokensOut",
  "totalTokens",
  "totalCost",
  "energyCost",
];

export class HttpUsageLogsGateway implements UsageLogsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listPage(
    filters: UsageLogFilters = {},
    cursor: string | null = null,
    limit?: number,
  ): Promise<UsageLogPage> {
    const body = (await this.http.get("/chat/history", {
      query: { verbose: true, ...usageLogQuery(filters), cursor, limit },
    })) as { data?: unknown; nextCursor?: unknown } | null;
    const nextCursor = body?.nextCursor ?? null;
    if (nextCursor !== null && typeof nextCursor !== "string")
      throw new TypeError(`Expected the next page's cursor or null, got ${typeof nextCursor}`);
    return { entries: usageLogEntriesOf(body?.data), nextCursor };
  }

  async totals(filters: UsageLogFilters = {}): Promise<UsageLogTotalsJson> {
    return totalsOf(await this.http.get("/chat/history/totals", { query: usageLogQuery(filters) }));
  }

  exportCsv(filters: UsageLogFilters = {}): Promise<Blob> {
    return this.http.getFile("/chat/history/export", { query: usageLogQuery(filters) });
  }
}

/** The filters in the query names shared by GET chat/history, its totals and its export. */
export function usageLogQuery(filters: UsageLogFilters) {
  return {
    startDate: filters.from?.toISOString(),
    endDate: filters.to?.toISOString(),
    model: filters.model,
    vendor: filters.vendor,
    apiKeyId: filters.apiKeyId,
    apikey: filters.apikey,
    status: filters.outcome,
    statusCode: filters.statusCode,
    endpoint: filters.endpoint,
    departmentId: filters.departmentId,
  };
}

/** The totals as the gateway sent them; anything else is a broken contract, not totals of zero. */
function totalsOf(body: unknown): UsageLogTotalsJson {
  const totals = body as Partial<Record<string, unknown>> | null;
  const emissions = totals?.emissions as { grams?: unknown; estimated?: unknown } | undefined;
  const wellFormed =
    TOTALS_FIGURES.every((name) => typeof totals?.[name] === "number") &&
    (emissions?.grams === null || typeof emissions?.grams === "number") &&
    typeof emissions?.estimated === "boolean";
  if (!wellFormed)
    throw new TypeError(`Expected the usage logs' totals, got ${JSON.stringify(body)?.slice(0, 200)}`);
  return body as UsageLogTotalsJson;
}

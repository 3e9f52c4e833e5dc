import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import { usageLogExportFileName } from "../../core/usage-logs/usage-log-export.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import { USAGE_LOG_PAGE_SIZE } from "../../core/usage-logs/usage-log-page.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest } from "../server/http-problem.ts";
import { validatedInput } from "../server/validated-input.ts";
import { refuseKeyValueFilter } from "./apikey-filter.ts";
import { positionOf } from "./request-log-cursor.ts";
import { usageLogCsv } from "./usage-log-csv.ts";
import { UsageLogFiltersDto, UsageLogQueryDto } from "./usage-log-query.dto.ts";
import { usageLogTotals } from "./usage-log-totals.repository.ts";
import { USAGE_LOGS_OPERATIONS } from "./usage-logs.operations.ts";
import { usageLogPage } from "./usage-logs.repository.ts";

/** Money, rates and shares are decimals in the contract, whole values included. */
const DECIMAL_FIELDS = [
  "totalCost",
  "tokensInCost",
  "tokensOutCost",
  "tokenRate",
  "renewablePercentage",
  "energyCost",
  "grams",
];

/**
 * The signed-in person's request logs: GET /chat/history (`{ data, nextCursor }`, a page newest first),
 * GET /chat/history/totals (over the whole filter) and GET /chat/history/export (all of it as CSV, streamed).
 */
export async function usageLogsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const signedIn = { preHandler: authenticate(deps.db, deps.identity) };
  await app.register(async (scope) => {
    scope.setReplySerializer(decimalJson(...DECIMAL_FIELDS));

    scope.get("/chat/history", { ...signedIn, schema: USAGE_LOGS_OPERATIONS.list }, async (request) => {
      const raw = queryOf(request);
      const query = validatedInput(UsageLogQueryDto, { ...raw, limit: wholeNumberOf(raw.limit) });
      return usageLogPage(deps.db, signedInUser(request).id, filtersOf(query), {
        ...(query.cursor ? { after: positionOf(query.cursor) } : {}),
        limit: query.limit ?? USAGE_LOG_PAGE_SIZE.default,
        verbose: query.verbose === "true",
      });
    });

    scope.get("/chat/history/totals", { ...signedIn, schema: USAGE_LOGS_OPERATIONS.totals }, (request) => {
      const filters = filtersOf(validatedInput(UsageLogFiltersDto, request.query));
      return usageLogTotals(deps.db, signedInUser(request).id, filters);
    });

    scope.get(
      "/chat/history/export",
      { ...signedIn, schema: USAGE_LOGS_OPERATIONS.export },
      async (request, reply) => {
        const filters = filtersOf(validatedInput(UsageLogFiltersDto, request.query));
        const fileName = usageLogExportFileName(new Date(deps.clock.now()));
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .send(Readable.from(await usageLogCsv(deps.db, signedInUser(request).id, filters)));
      },
    );
  });
}

/** The query string's fields: a text each, or a list of the texts of a repeated one. */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** The filters the query names, in core's terms. */
function filtersOf(query: UsageLogFiltersDto): UsageLogFilters {
  refuseKeyValueFilter(query.apikey);
  return {
    ...(query.startDate ? { from: dateOf(query.startDate, "startDate") } : {}),
    ...(query.endDate ? { to: dateOf(query.endDate, "endDate") } : {}),
    ...(query.model ? { model: query.model } : {}),
    ...(query.vendor ? { vendor: query.vendor } : {}),
    ...(query.apikey ? { apikey: query.apikey } : {}),
    ...(query.apiKeyId ? { apiKeyId: query.apiKeyId } : {}),
    ...(query.status ? { outcome: query.status as "error" | "success" } : {}),
    ...(query.statusCode ? { statusCode: Number(query.statusCode) } : {}),
    ...(query.endpoint ? { endpoint: query.endpoint as UsageEndpoint } : {}),
    ...(query.departmentId ? { departmentId: query.departmentId } : {}),
  };
}

/** An ISO 8601 text the calendar knows (no 30 February, no year beyond what a Date holds). */
function dateOf(text: string, name: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badRequest(`${name} must be an ISO 8601 date`);
  return date;
}

/** A query's whole number (digits only); absent stays absent, anything else is NaN and fails the DTO's rules. */
function wholeNumberOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

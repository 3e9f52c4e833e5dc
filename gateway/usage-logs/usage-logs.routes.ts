import type { FastifyInstance } from "fastify";
import type { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import { USAGE_LOGS_OPERATIONS } from "../api-document/operations/usage-logs.operations.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest } from "../server/http-problem.ts";
import { validatedInput } from "../server/validated-input.ts";
import { UsageLogQueryDto } from "./usage-log-query.dto.ts";
import { listUsageLogs } from "./usage-logs.repository.ts";

/** Money, rates and shares are decimals in the contract, whole values included. */
const DECIMAL_FIELDS = ["totalCost", "tokensInCost", "tokensOutCost", "tokenRate", "renewablePercentage"];

/** GET /chat/history?verbose=true with filters: `{ data }`, the signed-in person's requests, newest first. */
export async function usageLogsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const signedIn = { preHandler: authenticate(deps.db, deps.identity) };
  await app.register(async (scope) => {
    scope.setReplySerializer(decimalJson(...DECIMAL_FIELDS));
    scope.get("/chat/history", { ...signedIn, schema: USAGE_LOGS_OPERATIONS.list }, async (request) => {
      const query = validatedInput(UsageLogQueryDto, request.query);
      const filters: UsageLogFilters = {
        ...(query.startDate ? { from: dateOf(query.startDate, "startDate") } : {}),
        ...(query.endDate ? { to: dateOf(query.endDate, "endDate") } : {}),
        ...(query.model ? { model: query.model } : {}),
        ...(query.vendor ? { vendor: query.vendor } : {}),
        ...(query.apikey ? { apikey: query.apikey } : {}),
        ...(query.status ? { outcome: query.status as "error" | "success" } : {}),
        ...(query.statusCode ? { statusCode: Number(query.statusCode) } : {}),
        ...(query.endpoint ? { endpoint: query.endpoint as UsageEndpoint } : {}),
      };
      const verbose = query.verbose === "true";
      return { data: await listUsageLogs(deps.db, signedInUser(request).id, filters, verbose) };
    });
  });
}

/** An ISO 8601 text the calendar knows (no 30 February, no year beyond what a Date holds). */
function dateOf(text: string, name: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badRequest(`${name} must be an ISO 8601 date`);
  return date;
}

import type { ClassConstructor } from "class-transformer";
import type { FastifyInstance } from "fastify";
import type { PersonRoles } from "../../core/organization/person-roles.ts";
import type { UsageBucket } from "../../core/usage-analytics/usage-analytics-json.ts";
import {
  OrganizationUsageBreakdownQueryDto,
  OrganizationUsageSeriesQueryDto,
  UsageBreakdownQueryDto,
  type UsageFiltersQueryDto,
  UsageSeriesQueryDto,
} from "../../core/usage-analytics/usage-analytics-query.dto.ts";
import { usageBreakdownOf } from "../../core/usage-analytics/usage-breakdown.ts";
import { type UsageRange, usageRangeOf, usageRangeRefusal } from "../../core/usage-analytics/usage-range.ts";
import { usageSeriesOf } from "../../core/usage-analytics/usage-series.ts";
import type { Database } from "../database/database.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { refuseNulCharacters } from "../organization/nul-characters.ts";
import { type OrganizationRoute, organizationCall } from "../organization/organization-access.ts";
import { reportedDepartmentIds } from "../organization/report/reported-departments.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest } from "../server/http-problem.ts";
import { validatedInput } from "../server/validated-input.ts";
import { refuseKeyValueFilter } from "../usage-logs/apikey-filter.ts";
import { USAGE_ANALYTICS_OPERATIONS as OPERATIONS } from "./usage-analytics.operations.ts";
import { usageBreakdownSums, usageSeriesSums } from "./usage-analytics.repository.ts";
import type { UsageScope } from "./usage-scope.ts";

/** Money, grams and milliseconds are decimals in the contract, whole values included. */
const DECIMAL_FIELDS = [
  "totalCost",
  "energyCost",
  "emissionsGrams",
  "timeToFirstTokenP50",
  "timeToFirstTokenP95",
  "durationP50",
  "durationP95",
];

/**
 * GET /usage/series and /usage/breakdown: the signed-in person's own requests over a range; GET
 * /organization/{orgId}/usage/series and …/breakdown: the departments' requests, for those who may read the
 * organization's request report. Summed in the database, shaped by core.
 */
export async function usageAnalyticsRoutes(app: FastifyInstance, { db, identity, clock }: GatewayDeps) {
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(db, identity));
    scope.addHook("preHandler", refuseNulCharacters);
    scope.setReplySerializer(decimalJson(...DECIMAL_FIELDS));

    scope.get("/usage/series", { schema: OPERATIONS.series }, async (request) => {
      const query = usageQuery(UsageSeriesQueryDto, request.query);
      const range = rangeOf(query, clock.now(), query.bucket);
      const sums = await usageSeriesSums(
        db,
        { userId: signedInUser(request).id },
        range,
        query,
        query.bucket,
      );
      return usageSeriesOf(query.bucket, range, sums);
    });

    scope.get("/usage/breakdown", { schema: OPERATIONS.breakdown }, async (request) => {
      const query = usageQuery(UsageBreakdownQueryDto, request.query);
      const range = rangeOf(query, clock.now());
      const sums = await usageBreakdownSums(db, { userId: signedInUser(request).id }, range, query, query.by);
      return usageBreakdownOf(query.by, sums);
    });

    const organizationSeries = { schema: OPERATIONS.organizationSeries };
    scope.get<OrganizationRoute>("/organization/:orgId/usage/series", organizationSeries, async (request) => {
      const { roles } = await organizationCall(db, request, "viewReport");
      const query = usageQuery(OrganizationUsageSeriesQueryDto, request.query);
      const range = rangeOf(query, clock.now(), query.bucket);
      const scope = await organizationScope(db, request.params.orgId, roles, query.departmentId);
      const sums = await usageSeriesSums(db, scope, range, query, query.bucket);
      return usageSeriesOf(query.bucket, range, sums);
    });

    const organizationBreakdown = { schema: OPERATIONS.organizationBreakdown };
    scope.get<OrganizationRoute>(
      "/organization/:orgId/usage/breakdown",
      organizationBreakdown,
      async (request) => {
        const { roles } = await organizationCall(db, request, "viewReport");
        const query = usageQuery(OrganizationUsageBreakdownQueryDto, request.query);
        const range = rangeOf(query, clock.now());
        const scope = await organizationScope(db, request.params.orgId, roles, query.departmentId);
        const sums = await usageBreakdownSums(db, scope, range, query, query.by);
        return usageBreakdownOf(query.by, sums);
      },
    );
  });
}

/** The query read through its DTO; a key is filtered by its id, so `apikey` may name the playground only. */
function usageQuery<Query extends UsageFiltersQueryDto>(dto: ClassConstructor<Query>, input: unknown): Query {
  const query = validatedInput(dto, input);
  refuseKeyValueFilter(query.apikey);
  return query;
}

/** The query's range, or a 400 saying why it cannot be read (in these buckets). */
function rangeOf(query: UsageFiltersQueryDto, now: number, bucket?: UsageBucket): UsageRange {
  const range = usageRangeOf(query, now);
  const refusal = usageRangeRefusal(range, bucket);
  if (refusal) throw badRequest(refusal);
  return range;
}

/** An organization's departments the reader may report on: the one asked for, or all of those. */
async function organizationScope(
  db: Database,
  organizationId: string,
  roles: PersonRoles,
  departmentId: string | undefined,
): Promise<UsageScope> {
  const departmentIds = await reportedDepartmentIds(
    db,
    organizationId,
    roles,
    departmentId ? [departmentId] : [],
  );
  return { organizationId, departmentIds };
}

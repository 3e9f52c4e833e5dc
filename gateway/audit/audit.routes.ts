import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUDIT_EXPORT_MEDIA_TYPES, auditExportFileName } from "../../core/audit/audit-export.ts";
import {
  AuditLogExportDto,
  AuditLogQueryDto,
  DEFAULT_AUDIT_PAGE_SIZE,
} from "../../core/audit/audit-log-query.dto.ts";
import type { AuditLogFilters } from "../../core/audit/audit-log-query.ts";
import { authenticate } from "../identity/authenticate.ts";
import { refuseNulCharacters } from "../organization/nul-characters.ts";
import { type OrganizationRoute, organizationCall } from "../organization/organization-access.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { validatedInput } from "../server/validated-input.ts";
import { AUDIT_OPERATIONS } from "./audit.operations.ts";
import { filteredEntries, shownHead, storedHead } from "./audit-entries.repository.ts";
import { auditExportFile } from "./audit-export-file.ts";
import { verifyAuditChain } from "./audit-verification.ts";

/** The organization's audit log: its entries, their verification and export; owner and super admins only. */
export async function auditRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(deps.db, deps.identity));
    scope.addHook("preHandler", refuseNulCharacters);
    auditLogRoutes(scope, deps);
  });
}

function auditLogRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  const { db } = deps;

  app.get<OrganizationRoute>(
    "/organization/:orgId/audit",
    { schema: AUDIT_OPERATIONS.list },
    async (request) => {
      const { orgId } = request.params;
      await organizationCall(db, request, "viewAuditLog");
      const raw = queryOf(request);
      const query = validatedInput(AuditLogQueryDto, {
        ...raw,
        page: wholeNumberOf(raw.page) ?? 1,
        limit: wholeNumberOf(raw.limit) ?? DEFAULT_AUDIT_PAGE_SIZE,
      });
      const head = shownHead(await storedHead(db, orgId));
      const offset = (query.page - 1) * query.limit;
      const { entries, total } = await filteredEntries(db, orgId, filtersOf(query), {
        offset,
        limit: query.limit,
      });
      return { items: entries, meta: { total, page: query.page, limit: query.limit }, head };
    },
  );

  app.get<OrganizationRoute>(
    "/organization/:orgId/audit/verification",
    { schema: AUDIT_OPERATIONS.verify },
    async (request) => {
      await organizationCall(db, request, "viewAuditLog");
      return verifyAuditChain(db, deps.auditSeal, request.params.orgId);
    },
  );

  app.get<OrganizationRoute>(
    "/organization/:orgId/audit/export",
    { schema: AUDIT_OPERATIONS.export },
    async (request, reply) => {
      await organizationCall(db, request, "viewAuditLog");
      const query = validatedInput(AuditLogExportDto, request.query);
      const file = await auditExportFile(db, request.params.orgId, filtersOf(query), query.format);
      // Streamed as it is read: memory stays flat however long the log.
      const fileName = auditExportFileName(query.format, new Date(deps.clock.now()));
      return reply
        .type(AUDIT_EXPORT_MEDIA_TYPES[query.format])
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(Readable.from(file));
    },
  );
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** Only the filters: a query's other fields (page, limit, format) are not filters. */
function filtersOf(query: AuditLogFilters): AuditLogFilters {
  return {
    ...(query.actor ? { actor: query.actor } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

/** A query's whole number (digits only); absent stays absent, anything else is NaN and fails the DTO's rules. */
function wholeNumberOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  POLICY_SEARCH_MAX_QUERY_CHARACTERS,
  POLICY_SEARCH_QUERY_MISSING,
  POLICY_SEARCH_QUERY_TOO_LONG,
} from "../../../core/organization/compliance-file-search.ts";
import { mayOverride, overrideRefusal } from "../../../core/organization/organization-permissions.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { HeldRole } from "../../../core/organization/person-roles.ts";
import { PolicyFileUploadDto, PolicyFromUrlDto } from "../../../core/organization/policy-file.dto.ts";
import { auditActorOf, clientAddressOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { signedInUser } from "../../identity/authenticate.ts";
import { searchPolicies } from "../../policy-files/policy-search.ts";
import { serverPolicyFiles } from "../../policy-files/server-policy-files.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { badRequest } from "../../server/http-problem.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { type DepartmentRoute, type DepartmentRow, departmentCall } from "../organization-access.ts";
import { problemOf, refuse, requiredId } from "../organization-problems.ts";
import { COMPLIANCE_FILES_OPERATIONS } from "./compliance-files.operations.ts";
import { insertComplianceFile } from "./compliance-files.repository.ts";
import { complianceFiles } from "./compliance-files.schema.ts";
import { fetchedPolicy, uploadedPolicy } from "./policy-document.ts";
import { readPolicyUpload } from "./policy-upload.ts";

const FILES = "/organization/:orgId/departments/:depId/files";

/**
 * A department's policy documents: uploaded, fetched from a URL, searched, deleted. Each is read and embedded once
 * the call that added it has answered; adding and deleting are recorded in the organization's audit log.
 */
export async function complianceFilesRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock } = deps;
  const { indexer, embedder } = serverPolicyFiles(app, deps);

  /** Keeps a document of the department the caller edits, records it, and reads it once the call has answered. */
  async function addPolicy(
    request: Parameters<typeof departmentCall>[1],
    reply: FastifyReply,
    { department, role }: { department: DepartmentRow; role: HeldRole },
    document: { name: string; bytes: Uint8Array; kind: Parameters<typeof insertComplianceFile>[2]["kind"] },
    sourceUrl?: string,
  ) {
    const file = await db.transaction(async (tx) => {
      const added = await insertComplianceFile(tx, clock, {
        organizationId: department.organizationId,
        departmentId: department.id,
        role: role as RankedRole,
        addedBy: signedInUser(request).id,
        ...document,
        ...(sourceUrl ? { sourceUrl } : {}),
      });
      await recordAudit(tx, deps, {
        ...auditedBy(request, department, role),
        kind: "POLICY_FILE_ADDED",
        subject: { type: "policyFile", id: added.id, name: added.name },
        before: null,
        after: { name: added.name, source: sourceUrl ?? "upload", sizeBytes: added.sizeBytes },
      });
      return added;
    });
    reply.raw.once("close", () => indexer.schedule(file.id));
    return reply.code(201).send(file);
  }

  const uploadOptions = { schema: COMPLIANCE_FILES_OPERATIONS.upload };
  app.post<DepartmentRoute>(FILES, uploadOptions, async (request, reply) => {
    const caller = await departmentCall(db, request, "editDepartment");
    const upload = await readPolicyUpload(request);
    const input = validatedInput(PolicyFileUploadDto, {
      name: upload.fields.name,
      file: upload.file?.bytes,
      organizationId: request.params.orgId,
      departmentId: request.params.depId,
    });
    const document = uploadedPolicy(upload.file);
    return addPolicy(request, reply, caller, { name: input.name, ...document });
  });

  const fromUrlOptions = { schema: COMPLIANCE_FILES_OPERATIONS.addFromUrl };
  app.post<DepartmentRoute>(`${FILES}/url`, fromUrlOptions, async (request, reply) => {
    const caller = await departmentCall(db, request, "editDepartment");
    const input = validatedInput(PolicyFromUrlDto, request.body);
    const document = await fetchedPolicy(input.url, {
      outbound: deps.outbound,
      httpsOnly: !deps.config.policyUrlsOverHttp,
    });
    return addPolicy(request, reply, caller, { name: input.name, ...document }, input.url);
  });

  const searchOptions = { schema: COMPLIANCE_FILES_OPERATIONS.search };
  app.get<DepartmentRoute & { Querystring: { q?: unknown } }>(
    `${FILES}/search`,
    searchOptions,
    async (request) => {
      const { department } = await departmentCall(db, request, "viewDepartment");
      const query = typeof request.query.q === "string" ? request.query.q.trim() : "";
      if (!query) throw badRequest(POLICY_SEARCH_QUERY_MISSING);
      if (query.length > POLICY_SEARCH_MAX_QUERY_CHARACTERS) throw badRequest(POLICY_SEARCH_QUERY_TOO_LONG);
      return searchPolicies(
        { db, catalogue: deps.catalogue, embedder },
        department,
        signedInUser(request),
        query,
      );
    },
  );

  const deleteOptions = { schema: COMPLIANCE_FILES_OPERATIONS.remove };
  app.delete<DepartmentRoute<"fileId">>(`${FILES}/:fileId`, deleteOptions, async (request, reply) => {
    const fileId = requiredId(request.params.fileId);
    const { department, role } = await departmentCall(db, request, "editDepartment");
    const where = and(eq(complianceFiles.id, fileId), eq(complianceFiles.departmentId, department.id));
    const [file] = await db
      .select({
        name: complianceFiles.name,
        filePath: complianceFiles.filePath,
        lastModifiedByRole: complianceFiles.lastModifiedByRole,
      })
      .from(complianceFiles)
      .where(where);
    if (!file) throw problemOf(notFound("file"));
    const setBy = file.lastModifiedByRole;
    if (setBy && !mayOverride(role, setBy)) refuse(overrideRefusal(file.name, setBy));
    await db.transaction(async (tx) => {
      await tx.delete(complianceFiles).where(where);
      await recordAudit(tx, deps, {
        ...auditedBy(request, department, role),
        kind: "POLICY_FILE_REMOVED",
        subject: { type: "policyFile", id: fileId, name: file.name },
        before: { name: file.name, source: file.filePath },
        after: null,
      });
    });
    return reply.code(204).send();
  });
}

/** Who changed a department's documents, acting with which role, from where: the audit entry's own part. */
function auditedBy(request: FastifyRequest, department: DepartmentRow, role: HeldRole) {
  return {
    organizationId: department.organizationId,
    departmentId: department.id,
    actor: auditActorOf(request, role),
    address: clientAddressOf(request),
  };
}

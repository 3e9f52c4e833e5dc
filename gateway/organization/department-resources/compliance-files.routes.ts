import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mayOverride, overrideRefusal } from "../../../core/organization/organization-permissions.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { HeldRole } from "../../../core/organization/person-roles.ts";
import { PolicyFileUploadDto, PolicyFromUrlDto } from "../../../core/organization/policy-file.dto.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { type DepartmentRoute, type DepartmentRow, departmentCall } from "../organization-access.ts";
import { recordActivity } from "../organization-activities.repository.ts";
import { problemOf, refuse, requiredId } from "../organization-problems.ts";
import { COMPLIANCE_FILES_OPERATIONS } from "./compliance-files.operations.ts";
import { insertComplianceFile, type NewComplianceFile } from "./compliance-files.repository.ts";
import { complianceFiles } from "./compliance-files.schema.ts";
import { readPolicyUpload } from "./policy-upload.ts";

const FILES = "/organization/:orgId/departments/:depId/files";

/** A department's policy documents: uploaded, added from a URL, deleted. */
export async function complianceFilesRoutes(app: FastifyInstance, { db, clock }: GatewayDeps): Promise<void> {
  /** Keeps a document of the department the caller edits, and notes it in the organization's activity. */
  async function addPolicy(
    { orgId, depId }: DepartmentRoute["Params"],
    { department, role }: { department: DepartmentRow; role: HeldRole },
    name: string,
    source: Pick<NewComplianceFile, "upload" | "sourceUrl">,
  ) {
    const file = await insertComplianceFile(db, clock, {
      organizationId: orgId,
      departmentId: depId,
      name,
      role: role as RankedRole,
      ...source,
    });
    await recordActivity(db, clock, orgId, "POLICY_UPLOADED", `${name} was added to ${department.name}`);
    return file;
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
    const source = upload.file ? { upload: upload.file } : {};
    return reply.code(201).send(await addPolicy(request.params, caller, input.name, source));
  });

  const fromUrlOptions = { schema: COMPLIANCE_FILES_OPERATIONS.addFromUrl };
  app.post<DepartmentRoute>(`${FILES}/url`, fromUrlOptions, async (request, reply) => {
    const caller = await departmentCall(db, request, "editDepartment");
    const input = validatedInput(PolicyFromUrlDto, request.body);
    // Recorded, not fetched: the document is read and embedded later, so it has no chunks yet.
    const source = { sourceUrl: input.url };
    return reply.code(201).send(await addPolicy(request.params, caller, input.name, source));
  });

  const deleteOptions = { schema: COMPLIANCE_FILES_OPERATIONS.remove };
  app.delete<DepartmentRoute<"fileId">>(`${FILES}/:fileId`, deleteOptions, async (request, reply) => {
    const fileId = requiredId(request.params.fileId);
    const { department, role } = await departmentCall(db, request, "editDepartment");
    const where = and(eq(complianceFiles.id, fileId), eq(complianceFiles.departmentId, department.id));
    const [file] = await db
      .select({ name: complianceFiles.name, lastModifiedByRole: complianceFiles.lastModifiedByRole })
      .from(complianceFiles)
      .where(where);
    if (!file) throw problemOf(notFound("file"));
    const setBy = file.lastModifiedByRole;
    if (setBy && !mayOverride(role, setBy)) refuse(overrideRefusal(file.name, setBy));
    await db.delete(complianceFiles).where(where);
    return reply.code(204).send();
  });
}

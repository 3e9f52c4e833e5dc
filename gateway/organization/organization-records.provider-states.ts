import { OrganizationModelType } from "../../core/organization/organization-model.entity.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { complianceFiles } from "./department-resources/compliance-files.schema.ts";
import { assignModel, ensureCatalogueModel } from "./organization.fixtures.ts";
import { requestsReport } from "./report/requests-report.repository.ts";
import { recordDepartmentRequests } from "./seed/department-requests.fixtures.ts";
import { EXAMPLE_MODEL_ID, ensureOrganizationModel } from "./seed/organization-model.fixtures.ts";

/** What an organization's departments hold: policy documents, models, and the requests of the report. */
export const organizationRecordsProviderStates: ProviderStates = {
  "a compliance file of the department": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    const departmentId = read.text("depId", "dep-research");
    const id = read.text("fileId", "file-retention");
    const values: typeof complianceFiles.$inferInsert = {
      id,
      departmentId,
      name: "Dataretentionpolicy",
      filePath: `organizations/${read.text("orgId", "org-1")}/departments/${departmentId}/${id}-Dataretentionpolicy`,
      chunks: 4,
      embeddings: 4,
      sizeBytes: 8000,
      lastModifiedByRole: read.role("lastModifiedByRole", DepartmentRole.ADMIN),
      createdAt: new Date(deps.clock.now()).toISOString(),
    };
    await db
      .insert(complianceFiles)
      .values(values)
      .onConflictDoUpdate({ target: complianceFiles.id, set: values });
    return undefined;
  },

  "an organization model": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    const modelId = await ensureOrganizationModel(db, deps.clock, {
      organizationId: read.text("orgId", "org-1"),
      id: read.text("modelId", EXAMPLE_MODEL_ID),
      type:
        params.type === OrganizationModelType.CUSTOM
          ? OrganizationModelType.CUSTOM
          : OrganizationModelType.AVAILABLE,
      lastModifyRole: read.role("lastModifyRole", OrganizationRole.OWNER),
      dedicatedUrl: read.text("dedicatedUrl", "https://guard.example.eu/v1"),
    });
    for (const departmentId of read.texts("assignedTo", []))
      await assignModel(db, deps.clock, departmentId, modelId);
    return undefined;
  },

  "a gateway model the organization has not added": async (params, { gateway: { db, deps } }) => {
    const internalId = stateParams(params).text("internalId", "model-gpt-4o");
    await ensureCatalogueModel(db, deps.clock, {
      id: internalId,
      systemName: internalId.replace(/^model-/, ""),
      provider: "OpenAI",
      gridNodeId: "node-se3",
    });
    return undefined;
  },

  /**
   * `count` requests the member sent from the department, a minute apart, the newest now. With `pageSize`, it
   * gives `nextCursor`: the report's cursor after the newest `pageSize` of them (null when they are all).
   */
  "requests sent with the member's API key": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    const sent = {
      organizationId: read.text("orgId", "org-1"),
      departmentId: read.text("depId", "dep-research"),
      userId: read.text("userId", "user-amara"),
      count: read.number("count", 42),
    };
    await recordDepartmentRequests(db, deps.clock, sent);
    if (params.pageSize === undefined) return undefined;
    const limit = read.number("pageSize");
    const report = await requestsReport(db, sent.organizationId, [sent.departmentId], {
      departmentIds: [sent.departmentId],
      page: 1,
      limit,
      userId: sent.userId,
    });
    return { nextCursor: report.meta.nextCursor ?? null };
  },

  "the request report store is failing": async (_params, { breakTable }) => {
    await breakTable("chat_history");
    return undefined;
  },
};

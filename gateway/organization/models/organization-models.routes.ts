import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { AssignModelDto } from "../../../core/organization/assign-model.dto.ts";
import { CustomModelConnectionRequestDto } from "../../../core/organization/custom-model-connection.dto.ts";
import { OrganizationModelType } from "../../../core/organization/organization-model.entity.ts";
import type { OrganizationModelRequest } from "../../../core/organization/organization-model-request.dto.ts";
import { OrganizationModelRequestDto } from "../../../core/organization/organization-model-request.dto.ts";
import { mayOverride, overrideRefusal } from "../../../core/organization/organization-permissions.ts";
import { modelNotAssigned, notFound } from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { auditedChange } from "../audited-change.ts";
import { departmentView } from "../departments/department-views.ts";
import { updateDepartment } from "../departments/departments.repository.ts";
import { departmentModels, organizationModels } from "../organization.schema.ts";
import {
  type DepartmentRoute,
  departmentCall,
  type OrganizationRoute,
  organizationCall,
} from "../organization-access.ts";
import type { OrganizationModelRow } from "../organization-model-views.ts";
import { problemOf, refuse, requiredId } from "../organization-problems.ts";
import { testAddedConnection, testConnection } from "./custom-model-connection.ts";
import { modelSnapshot, modelSubject } from "./organization-model-audit.ts";
import { ORGANIZATION_MODELS_OPERATIONS } from "./organization-models.operations.ts";
import {
  addOrganizationModel,
  organizationModelOf,
  organizationModelViews,
} from "./organization-models.repository.ts";

/** The organization's models, and the departments allowed to use each (their allowed-models policy). */
export async function organizationModelsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock, cipher, outbound } = deps;
  const listOptions = { schema: ORGANIZATION_MODELS_OPERATIONS.list };
  app.get<OrganizationRoute>("/organization/:orgId/models", listOptions, async (request) => {
    const { orgId } = request.params;
    await organizationCall(db, request, "viewOrganization");
    return organizationModelViews(db, orgId);
  });

  const addOptions = { schema: ORGANIZATION_MODELS_OPERATIONS.add };
  app.post<OrganizationRoute>("/organization/:orgId/models", addOptions, async (request, reply) => {
    const { orgId } = request.params;
    const { role } = await organizationCall(db, request, "manageOrganizationModels");
    const input = validatedInput(OrganizationModelRequestDto, request.body) as OrganizationModelRequest;
    const id = await auditedChange(deps, request, { organizationId: orgId, role }, async (tx, record) => {
      const added = await addOrganizationModel(tx, clock, cipher, orgId, input, role as RankedRole);
      const row = await organizationModelOf(tx, orgId, added);
      await record({
        kind: "MODEL_ADDED",
        subject: modelSubject(row),
        before: null,
        after: modelSnapshot(row),
      });
      return added;
    });
    const [model] = await organizationModelViews(db, orgId, id);
    return reply.code(201).send(model);
  });

  const testOptions = { schema: ORGANIZATION_MODELS_OPERATIONS.testConnection };
  app.post<OrganizationRoute>("/organization/:orgId/models/connection-test", testOptions, async (request) => {
    await organizationCall(db, request, "manageOrganizationModels");
    const input = validatedInput(CustomModelConnectionRequestDto, request.body);
    const connection = {
      dedicatedUrl: input.dedicatedUrl,
      apiKey: input.customModelApikey ?? null,
      name: input.name ?? null,
    };
    return testConnection(connection, outbound);
  });

  const testAddedOptions = { schema: ORGANIZATION_MODELS_OPERATIONS.testAddedConnection };
  app.post<OrganizationRoute<"modelId">>(
    "/organization/:orgId/models/:modelId/connection-test",
    testAddedOptions,
    async (request) => {
      const modelId = requiredId(request.params.modelId);
      await organizationCall(db, request, "manageOrganizationModels");
      const model = await organizationModelOf(db, request.params.orgId, modelId);
      if (model.type !== OrganizationModelType.CUSTOM) throw problemOf(notFound("model"));
      return testAddedConnection(model, cipher, outbound);
    },
  );

  const removeOptions = { schema: ORGANIZATION_MODELS_OPERATIONS.remove };
  app.delete<OrganizationRoute<"modelId">>(
    "/organization/:orgId/models/:modelId",
    removeOptions,
    async (request, reply) => {
      const modelId = requiredId(request.params.modelId);
      const { orgId } = request.params;
      const { role } = await organizationCall(db, request, "manageOrganizationModels");
      const model = await organizationModelOf(db, orgId, modelId);
      if (model.lastModifyRole && !mayOverride(role, model.lastModifyRole)) {
        refuse(overrideRefusal(model.name, model.lastModifyRole));
      }
      await auditedChange(deps, request, { organizationId: orgId, role }, async (tx, record) => {
        // Departments stop offering it too (their assignments cascade).
        const removed = await tx
          .delete(organizationModels)
          .where(eq(organizationModels.id, model.id))
          .returning({ id: organizationModels.id });
        if (removed.length === 0) return;
        await record({
          kind: "MODEL_REMOVED",
          subject: modelSubject(model),
          before: modelSnapshot(model),
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );

  const assignOptions = { schema: ORGANIZATION_MODELS_OPERATIONS.assign };
  app.post<DepartmentRoute>(
    "/organization/:orgId/departments/:depId/models",
    assignOptions,
    async (request, reply) => {
      const { orgId, depId } = request.params;
      const { role } = await departmentCall(db, request, "assignDepartmentModels");
      const { organizationModelId } = validatedInput(AssignModelDto, request.body);
      const model = await organizationModelOf(db, orgId, organizationModelId);
      const by = { organizationId: orgId, role };
      const department = await auditedChange(deps, request, by, async (tx, record) => {
        const assigned = await tx
          .insert(departmentModels)
          .values({
            departmentId: depId,
            organizationModelId,
            createdAt: new Date(clock.now()).toISOString(),
          })
          .onConflictDoNothing()
          .returning();
        const updated = await updateDepartment(tx, clock, depId, {});
        if (assigned.length > 0) await record(assignment("DEPARTMENT_MODEL_ASSIGNED", depId, model));
        return updated;
      });
      return reply.code(201).send(await departmentView(db, department, role, clock.now()));
    },
  );

  app.delete<DepartmentRoute<"modelId">>(
    "/organization/:orgId/departments/:depId/models/:modelId",
    { schema: ORGANIZATION_MODELS_OPERATIONS.withdraw },
    async (request) => {
      const modelId = requiredId(request.params.modelId);
      const { department, role } = await departmentCall(db, request, "assignDepartmentModels");
      const depId = department.id;
      const by = { organizationId: department.organizationId, role };
      const updated = await auditedChange(deps, request, by, async (tx, record) => {
        const withdrawn = await tx
          .delete(departmentModels)
          .where(
            and(eq(departmentModels.departmentId, depId), eq(departmentModels.organizationModelId, modelId)),
          )
          .returning();
        if (withdrawn.length === 0) throw problemOf(modelNotAssigned());
        const model = await organizationModelOf(tx, department.organizationId, modelId);
        const touched = await updateDepartment(tx, clock, depId, {});
        await record(assignment("DEPARTMENT_MODEL_UNASSIGNED", depId, model));
        return touched;
      });
      return departmentView(db, updated, role, clock.now());
    },
  );
}

/** A model given to or taken from a department: the department's models gain or lose it. */
function assignment(
  kind: "DEPARTMENT_MODEL_ASSIGNED" | "DEPARTMENT_MODEL_UNASSIGNED",
  departmentId: string,
  model: OrganizationModelRow,
) {
  const present = { model: model.name };
  return {
    kind,
    departmentId,
    subject: modelSubject(model),
    before: kind === "DEPARTMENT_MODEL_ASSIGNED" ? null : present,
    after: kind === "DEPARTMENT_MODEL_ASSIGNED" ? present : null,
  } as const;
}

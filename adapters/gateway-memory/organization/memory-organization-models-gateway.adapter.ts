import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import { AssignModelDto } from "../../../core/organization/assign-model.dto.ts";
import {
  CustomModelConnectionRequestDto,
  type CustomModelConnectionTest,
} from "../../../core/organization/custom-model-connection.dto.ts";
import { Department } from "../../../core/organization/department.entity.ts";
import { accessTypeOf, emissionOf } from "../../../core/organization/model-rules.ts";
import {
  OrganizationModel,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import {
  type OrganizationModelRequest,
  OrganizationModelRequestDto,
} from "../../../core/organization/organization-model-request.dto.ts";
import type { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { mayOverride, overrideRefusal } from "../../../core/organization/organization-permissions.ts";
import {
  modelAlreadyAdded,
  modelNotAssigned,
  notFound,
} from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { failure } from "./organization-access.ts";
import { modelSnapshot, modelSubject } from "./organization-audit-subjects.ts";
import type { AuditChange, OrganizationContext } from "./organization-context.ts";
import type { OrganizationModelRow } from "./organization-rows.ts";

/** The demo runs in the browser alone: a connection test calls no server, and says so. */
const NO_SERVER_REACHED: CustomModelConnectionTest = {
  reachable: false,
  status: null,
  message: "The demo profile reaches no server: run the dashboard against a gateway to test this connection.",
  models: [],
  modelListed: null,
};

/** The organization's models and the departments allowed to use them, in memory. */
export class MemoryOrganizationModelsGateway implements OrganizationModelsGateway {
  constructor(private readonly context: OrganizationContext) {}

  async listModels(organizationId: string): Promise<OrganizationModel[]> {
    const { db, access, views } = this.context;
    access.forOrganization(organizationId, "viewOrganization");
    const rows = db.models.where((row) => row.organizationId === organizationId);
    return toEntities(
      OrganizationModel,
      rows.map((row) => views.model(row)),
    );
  }

  async addModel(organizationId: string, request: OrganizationModelRequest): Promise<OrganizationModel> {
    const { db, access, views } = this.context;
    const { role } = access.forOrganization(organizationId, "manageOrganizationModels");
    const input = access.validated(OrganizationModelRequestDto, request) as OrganizationModelRequest;
    const described =
      input.type === OrganizationModelType.AVAILABLE
        ? this.fromCatalogue(organizationId, input.internalId)
        : this.custom(input);
    const now = db.timestamp();
    const row = db.models.insert({
      ...described,
      id: db.newId("om"),
      organizationId,
      type: input.type,
      accessType: accessTypeOf(input),
      emission: emissionOf(described.gridNodeId ? db.gridNodes.get(described.gridNodeId) : null),
      lastModifyRole: role as RankedRole,
      createdAt: now,
      updatedAt: now,
    });
    await this.context.recordChange({
      organizationId,
      kind: "MODEL_ADDED",
      subject: modelSubject(row),
      before: null,
      after: modelSnapshot(row),
    });
    return toEntity(OrganizationModel, views.model(row));
  }

  async removeModel(organizationId: string, modelId: string): Promise<void> {
    const { db, access } = this.context;
    requireId(modelId);
    const { role } = access.forOrganization(organizationId, "manageOrganizationModels");
    const model = this.modelOf(organizationId, modelId);
    if (model.lastModifyRole && !mayOverride(role, model.lastModifyRole)) {
      throw failure(overrideRefusal(model.name, model.lastModifyRole));
    }
    for (const department of db.departments.where((row) => row.modelIds.includes(modelId))) {
      db.departments.update(department.id, { modelIds: department.modelIds.filter((id) => id !== modelId) });
    }
    db.models.remove(modelId);
    await this.context.recordChange({
      organizationId,
      kind: "MODEL_REMOVED",
      subject: modelSubject(model),
      before: modelSnapshot(model),
      after: null,
    });
  }

  async testNewModelConnection(
    organizationId: string,
    request: CustomModelConnectionRequestDto,
  ): Promise<CustomModelConnectionTest> {
    const { access } = this.context;
    access.forOrganization(organizationId, "manageOrganizationModels");
    access.validated(CustomModelConnectionRequestDto, request);
    return NO_SERVER_REACHED;
  }

  async testModelConnection(organizationId: string, modelId: string): Promise<CustomModelConnectionTest> {
    requireId(modelId);
    this.context.access.forOrganization(organizationId, "manageOrganizationModels");
    const model = this.modelOf(organizationId, modelId);
    if (model.type !== OrganizationModelType.CUSTOM) throw failure(notFound("model"));
    return NO_SERVER_REACHED;
  }

  async assignModel(
    organizationId: string,
    departmentId: string,
    organizationModelId: string,
  ): Promise<Department> {
    const { db, access, views } = this.context;
    const { department, role } = access.forDepartment(organizationId, departmentId, "assignDepartmentModels");
    const input = access.validated(AssignModelDto, { organizationModelId });
    const model = this.modelOf(organizationId, input.organizationModelId);
    const modelIds = [...new Set([...department.modelIds, input.organizationModelId])];
    const row = db.departments.update(departmentId, { modelIds, updatedAt: db.timestamp() });
    if (!department.modelIds.includes(model.id))
      await this.context.recordChange(
        assignment("DEPARTMENT_MODEL_ASSIGNED", organizationId, departmentId, model),
      );
    return toEntity(Department, views.department(row, role));
  }

  async unassignModel(organizationId: string, departmentId: string, modelId: string): Promise<Department> {
    const { db, access, views } = this.context;
    requireId(modelId);
    const { department, role } = access.forDepartment(organizationId, departmentId, "assignDepartmentModels");
    if (!department.modelIds.includes(modelId)) throw failure(modelNotAssigned());
    const modelIds = department.modelIds.filter((id) => id !== modelId);
    const row = db.departments.update(departmentId, { modelIds, updatedAt: db.timestamp() });
    const model = db.models.where((found) => found.id === modelId)[0];
    if (model)
      await this.context.recordChange(
        assignment("DEPARTMENT_MODEL_UNASSIGNED", organizationId, departmentId, model),
      );
    return toEntity(Department, views.department(row, role));
  }

  private modelOf(organizationId: string, modelId: string): OrganizationModelRow {
    const model = this.context.db.models.get(modelId);
    if (model.organizationId !== organizationId) throw failure(notFound("model"));
    return model;
  }

  /** An AVAILABLE model is described by the gateway's catalogue; each can be added once. */
  private fromCatalogue(organizationId: string, internalId: string) {
    const { db } = this.context;
    const entry = db.catalogue.get(internalId);
    const added = db.models.where(
      (row) => row.organizationId === organizationId && row.internalId === internalId,
    );
    if (added.length > 0) throw failure(modelAlreadyAdded(entry.name));
    return {
      internalId,
      name: entry.name,
      provider: entry.provider,
      dedicatedUrl: null,
      customModelApikey: null,
      configXml: null,
      node: null,
      internalModel: entry.internalModel,
      region: entry.region,
      gridNodeId: entry.gridNodeId,
      tokenInPricePerMillionTokens: null,
      tokenOutPricePerMillionTokens: null,
    };
  }

  private custom(input: Extract<OrganizationModelRequest, { type: OrganizationModelType.CUSTOM }>) {
    return {
      internalId: null,
      name: input.name,
      provider: input.provider,
      dedicatedUrl: input.dedicatedUrl ?? null,
      customModelApikey: input.customModelApikey ?? null,
      configXml: input.configXml ?? null,
      node: null,
      internalModel: null,
      region: input.deploymentRegion,
      gridNodeId: this.context.db.gridNodes.get(input.gridNodeId).id,
      tokenInPricePerMillionTokens: input.tokenInPricePerMillionTokens ?? null,
      tokenOutPricePerMillionTokens: input.tokenOutPricePerMillionTokens ?? null,
    };
  }
}

/** A model given to or taken from a department: the department's models gain or lose it. */
function assignment(
  kind: "DEPARTMENT_MODEL_ASSIGNED" | "DEPARTMENT_MODEL_UNASSIGNED",
  organizationId: string,
  departmentId: string,
  model: OrganizationModelRow,
): AuditChange {
  const present = { model: model.name };
  return {
    organizationId,
    departmentId,
    kind,
    subject: modelSubject(model),
    before: kind === "DEPARTMENT_MODEL_ASSIGNED" ? null : present,
    after: kind === "DEPARTMENT_MODEL_ASSIGNED" ? present : null,
  };
}

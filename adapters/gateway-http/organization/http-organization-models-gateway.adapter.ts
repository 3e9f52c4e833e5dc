import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import { Department } from "../../../core/organization/department.entity.ts";
import { OrganizationModel } from "../../../core/organization/organization-model.entity.ts";
import type { OrganizationModelRequest } from "../../../core/organization/organization-model-request.dto.ts";
import type { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath, organizationPath } from "./organization-paths.ts";

export class HttpOrganizationModelsGateway implements OrganizationModelsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listModels(organizationId: string): Promise<OrganizationModel[]> {
    return toEntities(OrganizationModel, await this.http.get(organizationPath(organizationId, "models")));
  }

  async addModel(organizationId: string, request: OrganizationModelRequest): Promise<OrganizationModel> {
    const path = organizationPath(organizationId, "models");
    return toEntity(OrganizationModel, await this.http.post(path, { body: request }));
  }

  async removeModel(organizationId: string, modelId: string): Promise<void> {
    await this.http.delete(organizationPath(organizationId, "models", requireId(modelId)));
  }

  async assignModel(
    organizationId: string,
    departmentId: string,
    organizationModelId: string,
  ): Promise<Department> {
    const path = departmentPath(organizationId, departmentId, "models");
    return toEntity(Department, await this.http.post(path, { body: { organizationModelId } }));
  }

  async unassignModel(organizationId: string, departmentId: string, modelId: string): Promise<Department> {
    const path = departmentPath(organizationId, departmentId, "models", requireId(modelId));
    return toEntity(Department, await this.http.delete(path));
  }
}

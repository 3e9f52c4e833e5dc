import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import type {
  CustomModelConnectionRequestDto,
  CustomModelConnectionTest,
} from "../../../core/organization/custom-model-connection.dto.ts";
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

  async testNewModelConnection(
    organizationId: string,
    request: CustomModelConnectionRequestDto,
  ): Promise<CustomModelConnectionTest> {
    const path = organizationPath(organizationId, "models", "connection-test");
    return connectionTestOf(await this.http.post(path, { body: request }));
  }

  async testModelConnection(organizationId: string, modelId: string): Promise<CustomModelConnectionTest> {
    const path = organizationPath(organizationId, "models", requireId(modelId), "connection-test");
    return connectionTestOf(await this.http.post(path));
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

/** A connection test as the gateway answers it; anything but a record is a broken contract. */
function connectionTestOf(answer: unknown): CustomModelConnectionTest {
  if (answer === null || typeof answer !== "object") {
    throw new TypeError("Expected a connection test record");
  }
  const { reachable, status, message, models, modelListed } = answer as Partial<CustomModelConnectionTest>;
  return {
    reachable: reachable === true,
    status: typeof status === "number" ? status : null,
    message: typeof message === "string" ? message : "",
    models: Array.isArray(models) ? models.filter((id): id is string => typeof id === "string") : [],
    modelListed: typeof modelListed === "boolean" ? modelListed : null,
  };
}

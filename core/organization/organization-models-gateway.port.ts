import { token } from "../wiring/token.ts";
import type {
  CustomModelConnectionRequestDto,
  CustomModelConnectionTest,
} from "./custom-model-connection.dto.ts";
import type { Department } from "./department.entity.ts";
import type { OrganizationModel } from "./organization-model.entity.ts";
import type { OrganizationModelRequest } from "./organization-model-request.dto.ts";

/** The models an organization offers, and which departments may use them (SPEC §7). */
export interface OrganizationModelsGateway {
  /** GET /organization/{orgId}/models. */
  listModels(organizationId: string): Promise<OrganizationModel[]>;

  /** POST /organization/{orgId}/models: one of the gateway's models by internal id, or a custom one. */
  addModel(organizationId: string, request: OrganizationModelRequest): Promise<OrganizationModel>;

  /** DELETE /organization/{orgId}/models/{modelId}: also withdraws it from every department. */
  removeModel(organizationId: string, modelId: string): Promise<void>;

  /**
   * POST /organization/{orgId}/models/connection-test: whether a custom model's URL answers with its key, before
   * the model is added (the gateway lists GET {dedicatedUrl}/models; it refuses addresses its policy forbids).
   */
  testNewModelConnection(
    organizationId: string,
    request: CustomModelConnectionRequestDto,
  ): Promise<CustomModelConnectionTest>;

  /** POST /organization/{orgId}/models/{modelId}/connection-test: the same for an added custom model, with its stored key. */
  testModelConnection(organizationId: string, modelId: string): Promise<CustomModelConnectionTest>;

  /** POST …/departments/{depId}/models, body organizationModelId; answers the department as it now is. */
  assignModel(organizationId: string, departmentId: string, organizationModelId: string): Promise<Department>;

  /** DELETE …/departments/{depId}/models/{modelId}; answers the department as it now is. */
  unassignModel(organizationId: string, departmentId: string, modelId: string): Promise<Department>;
}

export const OrganizationModelsGateway = token<OrganizationModelsGateway>("OrganizationModelsGateway");

import { describe, expect, it } from "vitest";
import { ModelAccessType, OrganizationModelType } from "../../core/organization/organization-model.entity.ts";
import type { CustomModelRequest } from "../../core/organization/organization-model-request.dto.ts";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { expectRefusal, type OrganizationWorldFactory } from "./organization-world.ts";

/** OrganizationModelsGateway: the organization's models and the departments that may use them. */
export function organizationModelsGatewayConformance(arrange: OrganizationWorldFactory): void {
  const custom = (gridNodeId: string): CustomModelRequest => ({
    type: OrganizationModelType.CUSTOM,
    name: "llama-guard-eu",
    provider: "vLLM",
    accessType: ModelAccessType.PRIVATE,
    deploymentRegion: "EU",
    gridNodeId,
    dedicatedUrl: "https://guard.example.eu/v1",
    customModelApikey: "sk-guard-secret-9876",
  });

  describe("the organization models gateway", () => {
    it("lists the organization's models to any of its people", async () => {
      const world = await arrange();
      world.actAs("member");
      const models = await world.gateways.models.listModels(world.organizationId);
      expect(models.length).toBeGreaterThan(0);
      expect(models.every((model) => model.createdAt instanceof Date)).toBe(true);
    });

    it("adds one of the gateway's models as PUBLIC, whatever access was asked, and only once", async () => {
      const world = await arrange();
      const { models } = world.gateways;
      const request = {
        type: OrganizationModelType.AVAILABLE,
        internalId: world.availableModelId,
        accessType: ModelAccessType.PRIVATE,
      } as const;
      const added = await models.addModel(world.organizationId, request);
      expect(added).toMatchObject({
        type: OrganizationModelType.AVAILABLE,
        internalId: world.availableModelId,
        accessType: ModelAccessType.PUBLIC,
        lastModifyRole: OrganizationRole.OWNER,
      });
      await expectRefusal(models.addModel(world.organizationId, request), 409);
    });

    it("adds a custom model on its grid node, with its emission and without giving its key back", async () => {
      const world = await arrange();
      const nodes = await world.gateways.gridNodes.listGridNodes();
      const node = nodes.find((candidate) => candidate.id === world.gridNodeId);
      const added = await world.gateways.models.addModel(world.organizationId, custom(world.gridNodeId));
      expect(added).toMatchObject({
        type: OrganizationModelType.CUSTOM,
        name: "llama-guard-eu",
        accessType: ModelAccessType.PRIVATE,
        region: "EU",
        gridNode: { id: world.gridNodeId },
        emission: Math.round((node?.renewablePercentage ?? Number.NaN) * 100) / 100,
      });
      expect(added.customModelApikey).not.toContain("sk-guard-secret");
    });

    it("refuses a custom model missing what it needs, and any model from a department admin", async () => {
      const world = await arrange();
      const { models } = world.gateways;
      await expectRefusal(
        models.addModel(world.organizationId, { ...custom(world.gridNodeId), provider: "", gridNodeId: "" }),
        400,
        "provider should not be empty",
        "gridNodeId should not be empty",
      );
      world.actAs("departmentAdmin");
      await expectRefusal(models.addModel(world.organizationId, custom(world.gridNodeId)), 403);
    });

    it("removes a model, but keeps one the owner added out of a super admin's reach", async () => {
      const world = await arrange();
      const { models } = world.gateways;
      const ownersModel = await models.addModel(world.organizationId, custom(world.gridNodeId));
      world.actAs("superAdmin");
      await expectRefusal(models.removeModel(world.organizationId, ownersModel.id), 403);
      world.actAs("owner");
      await models.removeModel(world.organizationId, ownersModel.id);
      const left = await models.listModels(world.organizationId);
      expect(left.map((model) => model.id)).not.toContain(ownersModel.id);
      await expectRefusal(models.removeModel(world.organizationId, ""), 400, INVALID_ID);
    });

    it("assigns a model to a department and withdraws it again", async () => {
      const world = await arrange();
      const { models } = world.gateways;
      const model = await models.addModel(world.organizationId, custom(world.gridNodeId));
      world.actAs("departmentAdmin");
      const assigned = await models.assignModel(world.organizationId, world.departmentId, model.id);
      expect(assigned.models.map((m) => m.id)).toContain(model.id);
      const withdrawn = await models.unassignModel(world.organizationId, world.departmentId, model.id);
      expect(withdrawn.models.map((m) => m.id)).not.toContain(model.id);
      await expectRefusal(models.unassignModel(world.organizationId, world.departmentId, model.id), 404);
      await expectRefusal(
        models.unassignModel(world.organizationId, world.departmentId, ""),
        400,
        INVALID_ID,
      );
    });

    it("leaves a department's models to its admins", async () => {
      const world = await arrange();
      const [model] = await world.gateways.models.listModels(world.organizationId);
      world.actAs("member");
      await expectRefusal(
        world.gateways.models.assignModel(world.organizationId, world.departmentId, model?.id ?? ""),
        403,
      );
      world.actAs("owner");
      await expectRefusal(
        world.gateways.models.assignModel(world.organizationId, world.departmentId, ""),
        400,
        "organizationModelId should not be empty",
      );
    });
  });
}

import { toEntity } from "../mapping/to-entity.ts";
import type { Wire } from "../mapping/wire.ts";
import { ModelAccessType, OrganizationModel, OrganizationModelType } from "./organization-model.entity.ts";

/** The models an organization offers, for tests, as the gateway sends them. */
export const OrganizationModelMother = {
  /** One of the gateway's models (AVAILABLE, public) named `name`, placed nowhere, added by nobody known. */
  record(overrides: Partial<Wire<OrganizationModel>> = {}): Wire<OrganizationModel> {
    const name = overrides.name ?? "test-model";
    return {
      id: `om-${name}`,
      internalId: `model-${name}`,
      name,
      dedicatedUrl: null,
      customModelApikey: null,
      type: OrganizationModelType.AVAILABLE,
      provider: "Test provider",
      accessType: ModelAccessType.PUBLIC,
      configXml: null,
      node: null,
      internalModel: null,
      region: null,
      gridNode: null,
      emission: null,
      lastModifyRole: null,
      tokenInPricePerMillionTokens: null,
      tokenOutPricePerMillionTokens: null,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      ...overrides,
    };
  },

  /** A model the organization hosts itself (CUSTOM, private) at its own address, with no key stored. */
  customRecord(overrides: Partial<Wire<OrganizationModel>> = {}): Wire<OrganizationModel> {
    const name = overrides.name ?? "test-custom-model";
    return OrganizationModelMother.record({
      internalId: null,
      type: OrganizationModelType.CUSTOM,
      accessType: ModelAccessType.PRIVATE,
      dedicatedUrl: `https://${name}.example.test/v1`,
      ...overrides,
      name,
    });
  },

  create(overrides: Partial<Wire<OrganizationModel>> = {}): OrganizationModel {
    return toEntity(OrganizationModel, OrganizationModelMother.record(overrides));
  },
};

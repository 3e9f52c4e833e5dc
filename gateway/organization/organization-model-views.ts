import { emissionOf, maskSecret } from "../../core/organization/model-rules.ts";
import type { gridNodes } from "../available-models/available-models.schema.ts";
import { isoDate } from "../server/iso-date.ts";
import type { organizationModels } from "./organization.schema.ts";

export type GridNodeRow = typeof gridNodes.$inferSelect;
export type OrganizationModelRow = typeof organizationModels.$inferSelect;

/** A grid node as GET /node and the models answer it. */
export function gridNodeView(node: GridNodeRow) {
  return {
    id: node.id,
    region: node.region,
    name: node.name,
    location: node.location,
    lmp: node.lmp,
    renewablePercentage: node.renewablePercentage,
    lastUpdatedAt: isoDate(node.lastUpdatedAt),
    updatable: node.updatable,
  };
}

/**
 * An organization model as the gateway answers it: the custom key masked, its grid node, and the emission
 * figure read from the node's current renewable share.
 */
export function organizationModelView(model: OrganizationModelRow, gridNode: GridNodeRow | null) {
  return {
    id: model.id,
    internalId: model.internalId,
    name: model.name,
    dedicatedUrl: model.dedicatedUrl,
    // The mask kept when the key was sealed; a key not sealed yet (before the start that seals it) masked here.
    customModelApikey: model.customModelApikeyMask ?? maskSecret(model.customModelApikey),
    type: model.type,
    provider: model.provider,
    accessType: model.accessType,
    configXml: model.configXml,
    tokenInPricePerMillionTokens: model.tokenInPricePerMillionTokens,
    tokenOutPricePerMillionTokens: model.tokenOutPricePerMillionTokens,
    node: model.node,
    internalModel: null,
    region: model.region,
    gridNode: gridNode ? gridNodeView(gridNode) : null,
    emission: emissionOf(gridNode),
    lastModifyRole: model.lastModifyRole,
    createdAt: isoDate(model.createdAt),
    updatedAt: isoDate(model.updatedAt),
  };
}

import type { Permission } from "../../../core/organization/acting-role.ts";
import { emissionOf } from "../../../core/organization/model-rules.ts";
import {
  type ModelAccessType,
  type OrganizationModel,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { mayOverride } from "../../../core/organization/organization-permissions.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";

/** An organization model as its row reads. */
export interface ListedOrganizationModel {
  readonly id: string;
  /** The gateway's model id for an AVAILABLE model; null for a custom one. */
  readonly internalId: string | null;
  readonly name: string;
  readonly type: OrganizationModelType;
  readonly provider: string;
  readonly accessType: ModelAccessType;
  readonly region: string | null;
  readonly gridNodeName: string | null;
  readonly gridNodeLocation: string | null;
  /** The grid node's renewable share, percent with 2 decimals; null without a grid node. */
  readonly emission: number | null;
  readonly lastChangedBy: RankedRole | null;
  readonly dedicatedUrl: string | null;
  /** As the gateway sends it back: masked. */
  readonly maskedApiKey: string | null;
  readonly configXml: string | null;
  /** A custom model's prices in USD per million tokens, as the organization set them; null when unset. */
  readonly inputPrice: number | null;
  readonly outputPrice: number | null;
  /** Whether the person may test its connection: a custom model with a URL, for those who manage the models. */
  readonly connectionTestable: boolean;
  /** Whether the person may delete it, and if not the least role that may. */
  readonly removal: Permission;
}

/**
 * The row of a model. Deleting needs the right to manage the organization's models and, on top of it, a rank at
 * least that of the role that last changed the model (core `mayOverride`): the gateway refuses it otherwise.
 */
export function listedOrganizationModel(
  model: OrganizationModel,
  manage: Permission,
  role: string | null,
): ListedOrganizationModel {
  return {
    id: model.id,
    internalId: model.internalId,
    name: model.name,
    type: model.type,
    provider: model.provider,
    accessType: model.accessType,
    region: model.region,
    gridNodeName: model.gridNode?.name ?? null,
    gridNodeLocation: model.gridNode?.location ?? null,
    emission: model.emission ?? emissionOf(model.gridNode),
    lastChangedBy: model.lastModifyRole,
    dedicatedUrl: model.dedicatedUrl,
    maskedApiKey: model.customModelApikey,
    configXml: model.configXml,
    inputPrice: model.tokenInPricePerMillionTokens,
    outputPrice: model.tokenOutPricePerMillionTokens,
    connectionTestable:
      manage.allowed && model.type === OrganizationModelType.CUSTOM && Boolean(model.dedicatedUrl),
    removal: removalPermission(manage, role, model.lastModifyRole),
  };
}

function removalPermission(
  manage: Permission,
  role: string | null,
  lastChangedBy: RankedRole | null,
): Permission {
  if (!manage.allowed || mayOverride(role, lastChangedBy)) return manage;
  return { allowed: false, requiredRole: lastChangedBy };
}

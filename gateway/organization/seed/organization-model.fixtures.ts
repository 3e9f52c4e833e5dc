import type { Clock } from "../../../core/clock/clock.port.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { Database } from "../../database/database.ts";
import { EXAMPLE_CATALOGUE_MODEL, ensureCatalogueModel } from "../organization.fixtures.ts";
import { organizationModels } from "../organization.schema.ts";

export const EXAMPLE_MODEL_ID = "om-llama";

/**
 * The example organization model: the gateway's llama on the SE3 node (AVAILABLE), or a custom model the
 * organization hosts on the same node (CUSTOM).
 */
export async function ensureOrganizationModel(
  db: Database,
  clock: Clock,
  model: {
    organizationId: string;
    id?: string;
    type?: OrganizationModelType;
    lastModifyRole?: RankedRole;
    /** A custom model's URL; a public example address unless said. */
    dedicatedUrl?: string;
  },
): Promise<string> {
  await ensureCatalogueModel(db, clock, EXAMPLE_CATALOGUE_MODEL);
  const now = new Date(clock.now()).toISOString();
  const common: Omit<typeof organizationModels.$inferInsert, "name" | "provider" | "type"> & { id: string } =
    {
      id: model.id ?? EXAMPLE_MODEL_ID,
      organizationId: model.organizationId,
      region: "EU",
      gridNodeId: EXAMPLE_CATALOGUE_MODEL.gridNodeId,
      lastModifyRole: model.lastModifyRole ?? OrganizationRole.OWNER,
      createdAt: now,
      updatedAt: now,
    };
  const values: typeof organizationModels.$inferInsert & { id: string } =
    model.type === OrganizationModelType.CUSTOM
      ? {
          ...common,
          type: OrganizationModelType.CUSTOM,
          internalId: null,
          name: "llama-guard-eu",
          provider: "vLLM",
          accessType: ModelAccessType.PRIVATE,
          dedicatedUrl: model.dedicatedUrl ?? "https://guard.example.eu/v1",
          customModelApikey: "sk-guard-secret-9876",
        }
      : {
          ...common,
          type: OrganizationModelType.AVAILABLE,
          internalId: EXAMPLE_CATALOGUE_MODEL.id,
          name: EXAMPLE_CATALOGUE_MODEL.systemName,
          provider: EXAMPLE_CATALOGUE_MODEL.provider,
          accessType: ModelAccessType.PUBLIC,
        };
  await db
    .insert(organizationModels)
    .values(values)
    .onConflictDoUpdate({ target: organizationModels.id, set: values });
  return values.id;
}

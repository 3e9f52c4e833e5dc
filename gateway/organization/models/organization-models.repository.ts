import { and, asc, eq } from "drizzle-orm";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { accessTypeOf } from "../../../core/organization/model-rules.ts";
import { OrganizationModelType } from "../../../core/organization/organization-model.entity.ts";
import type { OrganizationModelRequest } from "../../../core/organization/organization-model-request.dto.ts";
import { modelAlreadyAdded, notFound } from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { gridNodes, providerModels, providers } from "../../available-models/available-models.schema.ts";
import type { Database } from "../../database/database.ts";
import type { SecretCipher } from "../../secrets/secret-cipher.ts";
import { organizationModels } from "../organization.schema.ts";
import { newId } from "../organization-ids.ts";
import { type OrganizationModelRow, organizationModelView } from "../organization-model-views.ts";
import { problemOf } from "../organization-problems.ts";
import { isUniqueViolation } from "../unique-violation.ts";
import { sealedKeyColumns } from "./custom-model-key.ts";

/** An organization's models as the gateway answers them, oldest first; or only `modelId`. */
export async function organizationModelViews(db: Database, organizationId: string, modelId?: string) {
  const rows = await db
    .select({ model: organizationModels, gridNode: gridNodes })
    .from(organizationModels)
    .leftJoin(gridNodes, eq(gridNodes.id, organizationModels.gridNodeId))
    .where(
      and(
        eq(organizationModels.organizationId, organizationId),
        modelId === undefined ? undefined : eq(organizationModels.id, modelId),
      ),
    )
    .orderBy(asc(organizationModels.createdAt), asc(organizationModels.name));
  return rows.map((row) => organizationModelView(row.model, row.gridNode));
}

/** A model of this organization, or a 404. */
export async function organizationModelOf(
  db: Database,
  organizationId: string,
  modelId: string,
): Promise<OrganizationModelRow> {
  const [model] = await db
    .select()
    .from(organizationModels)
    .where(and(eq(organizationModels.id, modelId), eq(organizationModels.organizationId, organizationId)));
  if (!model) throw problemOf(notFound("model"));
  return model;
}

/** Adds a model: one of the gateway's (described by its catalogue, once per organization) or a custom one. */
export async function addOrganizationModel(
  db: Database,
  clock: Clock,
  cipher: SecretCipher,
  organizationId: string,
  request: OrganizationModelRequest,
  role: RankedRole,
): Promise<string> {
  const described =
    request.type === OrganizationModelType.AVAILABLE
      ? await fromCatalogue(db, request.internalId)
      : await custom(db, cipher, request);
  const now = new Date(clock.now()).toISOString();
  const id = newId("om");
  try {
    await db.insert(organizationModels).values({
      ...described,
      id,
      organizationId,
      type: request.type,
      accessType: accessTypeOf(request),
      lastModifyRole: role,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw problemOf(modelAlreadyAdded(described.name));
    throw error;
  }
  return id;
}

async function fromCatalogue(db: Database, internalId: string) {
  const [entry] = await db
    .select({ model: providerModels, provider: providers.name, region: gridNodes.region })
    .from(providerModels)
    .innerJoin(providers, eq(providers.id, providerModels.providerId))
    .leftJoin(gridNodes, eq(gridNodes.id, providerModels.gridNodeId))
    .where(eq(providerModels.id, internalId));
  if (!entry) throw problemOf(notFound("model"));
  return {
    internalId,
    name: entry.model.systemName,
    provider: entry.provider,
    region: entry.region,
    gridNodeId: entry.model.gridNodeId,
  };
}

async function custom(
  db: Database,
  cipher: SecretCipher,
  request: Extract<OrganizationModelRequest, { type: OrganizationModelType.CUSTOM }>,
) {
  const [node] = await db
    .select({ id: gridNodes.id })
    .from(gridNodes)
    .where(eq(gridNodes.id, request.gridNodeId));
  if (!node) throw problemOf(notFound("gridNode"));
  return {
    internalId: null,
    name: request.name,
    provider: request.provider,
    dedicatedUrl: request.dedicatedUrl ?? null,
    ...sealedKeyColumns(cipher, request.customModelApikey ?? null),
    tokenInPricePerMillionTokens: request.tokenInPricePerMillionTokens ?? null,
    tokenOutPricePerMillionTokens: request.tokenOutPricePerMillionTokens ?? null,
    configXml: request.configXml ?? null,
    region: request.deploymentRegion,
    gridNodeId: node.id,
  };
}

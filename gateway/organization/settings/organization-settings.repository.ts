import { eq } from "drizzle-orm";
import {
  DEFAULT_EMBEDDING_MODEL,
  type OrganizationSettings,
} from "../../../core/organization/organization-settings.ts";
import { ModelKind } from "../../available-models/model-kind.ts";
import type { CatalogueModels } from "../../chat-completions/model-catalogue.ts";
import type { Database } from "../../database/database.ts";
import { organizationSettings } from "./organization-settings.schema.ts";

/** The catalogue's embedding models by name, sorted. */
export async function embeddingModelsOf(catalogue: CatalogueModels): Promise<string[]> {
  return (await catalogue.all())
    .filter((model) => model.kind === ModelKind.EMBEDDING)
    .map((model) => model.systemName)
    .sort();
}

/**
 * The organization's settings: as changed, else the defaults, so an organization that never chose embeds its
 * policy documents with text-embedding-3-small (or the catalogue's first embedding model, or none).
 */
export async function readOrganizationSettings(
  db: Database,
  catalogue: CatalogueModels,
  organizationId: string,
): Promise<OrganizationSettings> {
  const embeddingModels = await embeddingModelsOf(catalogue);
  const [row] = await db
    .select({ embeddingModel: organizationSettings.embeddingModel })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  const embeddingModel = row
    ? row.embeddingModel
    : embeddingModels.includes(DEFAULT_EMBEDDING_MODEL)
      ? DEFAULT_EMBEDDING_MODEL
      : (embeddingModels[0] ?? null);
  return { embeddingModel, embeddingModels };
}

export async function saveOrganizationSettings(
  db: Database,
  organizationId: string,
  embeddingModel: string | null,
): Promise<void> {
  await db
    .insert(organizationSettings)
    .values({ organizationId, embeddingModel })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { embeddingModel } });
}

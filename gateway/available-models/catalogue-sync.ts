import { and, eq, getTableColumns, notInArray, sql } from "drizzle-orm";
import { ModelCapability } from "../../core/available-models/model-capability.ts";
import type { Database } from "../database/database.ts";
import { gridNodes, providerModels, providers } from "./available-models.schema.ts";
import { type Catalogue, type CatalogueEntry, CatalogueProblems } from "./catalogue-file.ts";
import { ModelKind } from "./model-kind.ts";

/** What a sync changed, for the log and the reload endpoint's answer. */
export interface CatalogueSyncResult {
  readonly providers: number;
  readonly activeModels: number;
  /** Models the file no longer declares: kept, inactive, so logs and reports still read them. */
  readonly deactivated: readonly string[];
}

type ModelRow = typeof providerModels.$inferInsert;

/**
 * Makes the database's providers and models what the catalogue declares, in one transaction (requests read
 * either the old catalogue or the new one, never half of each). A model the file leaves out becomes inactive,
 * never deleted. Grid nodes are checked here because they live in the database.
 */
export async function syncCatalogue(
  db: Database,
  catalogue: Catalogue,
  source: string,
): Promise<CatalogueSyncResult> {
  const knownNodes = new Set((await db.select({ id: gridNodes.id }).from(gridNodes)).map(({ id }) => id));
  const problems = catalogue.models.flatMap((model, index) =>
    model.gridNode && !knownNodes.has(model.gridNode)
      ? [
          `models[${index}].gridNode: "${model.gridNode}" is not a grid node of this gateway (GET /node lists them)`,
        ]
      : [],
  );
  if (problems.length > 0) throw new CatalogueProblems(source, problems);
  return db.transaction(async (tx) => {
    for (const provider of catalogue.providers) {
      const row = {
        id: provider.id,
        name: provider.name,
        baseUrl: provider.baseUrl,
        websiteUrl: provider.websiteUrl ?? null,
        logo: provider.logo ?? null,
      };
      await tx.insert(providers).values(row).onConflictDoUpdate({ target: providers.id, set: row });
    }
    const rows = catalogue.models.map(modelRow);
    if (rows.length > 0)
      await tx
        .insert(providerModels)
        .values(rows)
        .onConflictDoUpdate({ target: providerModels.systemName, set: updatedColumns() });
    const names = rows.map((row) => row.systemName);
    const deactivated = await tx
      .update(providerModels)
      .set({ active: false })
      .where(
        and(
          eq(providerModels.active, true),
          names.length > 0 ? notInArray(providerModels.systemName, names) : undefined,
        ),
      )
      .returning({ systemName: providerModels.systemName });
    return {
      providers: catalogue.providers.length,
      activeModels: rows.length,
      deactivated: deactivated.map(({ systemName }) => systemName),
    };
  });
}

function modelRow(model: CatalogueEntry): ModelRow & { systemName: string } {
  const embedding = model.capabilities.includes(ModelCapability.EMBEDDINGS) ? model.embedding : undefined;
  return {
    id: `model-${model.name}`,
    providerId: model.provider,
    nameInProvider: model.upstreamName,
    systemName: model.name,
    systemComplexity: model.complexity ?? null,
    tokenInPricePerMillionTokens: model.prices.input,
    tokenOutPricePerMillionTokens: model.prices.output,
    tokenCachedInPricePerMillionTokens: model.prices.cachedInput ?? null,
    priceSource: model.prices.source,
    priceReadOn: model.prices.readOn,
    priceChecked: model.prices.checked,
    priceNote: model.prices.note ?? null,
    active: true,
    developer: model.developer ?? null,
    contextWindow: model.contextWindow,
    maxOutputTokens: model.maxOutputTokens ?? null,
    capabilities: [...model.capabilities],
    gridNodeId: model.gridNode ?? null,
    region: model.gridNode ? null : (model.region ?? null),
    ...(model.typical?.tokensPerSecond === undefined
      ? {}
      : { tokensPerSecondOut: model.typical.tokensPerSecond }),
    ...(model.typical?.timeToFirstTokenMs === undefined
      ? {}
      : { timeToFirstTokenMs: model.typical.timeToFirstTokenMs }),
    energyWhPerThousandTokens: model.energyWhPerThousandTokens,
    kind: embedding ? ModelKind.EMBEDDING : ModelKind.CHAT,
    embeddingDimensions: embedding?.dimensions ?? null,
    embeddingDimensionsReducible: embedding?.reducible ?? false,
  };
}

/** Every column the file decides, taken from the row being inserted (`excluded`), the id kept as it was. */
function updatedColumns() {
  const columns = Object.entries(getTableColumns(providerModels)).filter(
    ([key]) => key !== "id" && key !== "systemName",
  );
  return Object.fromEntries(columns.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
}

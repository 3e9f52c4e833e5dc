import { eq } from "drizzle-orm";
import type { ModelCapability } from "../../core/available-models/model-capability.ts";
import { gridNodes, providerModels, providers } from "../available-models/available-models.schema.ts";
import { ModelKind } from "../available-models/model-kind.ts";
import type { Database } from "../database/database.ts";

/** A model the gateway offers, with what pricing, routing and residency need to know about it. */
export interface CatalogueModel {
  readonly id: string;
  readonly systemName: string;
  readonly nameInProvider: string;
  readonly providerId: string;
  readonly providerName: string;
  /** What it can do; Best Available skips a model that lacks what the request uses. */
  readonly capabilities: readonly ModelCapability[];
  /** Which endpoint serves it: chat completions or embeddings. */
  readonly kind: ModelKind;
  /** An embedding model's vectors; null for a chat model. */
  readonly embedding: EmbeddingVectors | null;
  readonly tokenInPrice: number;
  readonly tokenOutPrice: number;
  /** Input tokens read from the provider's cache; null: they cost the input price. */
  readonly tokenCachedInPrice: number | null;
  /** The most tokens one answer may have, when known: what a request without max_tokens reserves for. */
  readonly maxOutputTokens?: number | null;
  readonly timeToFirstTokenMs: number;
  readonly tokensPerSecondOut: number;
  readonly energyWhPerThousandTokens: number;
  readonly grid: {
    readonly name: string;
    readonly region: string;
    readonly lmp: number;
    readonly renewablePercentage: number;
  } | null;
  /** Its data-residency region: its grid node's, or the one the catalogue names instead of a grid node. */
  readonly region: string | null;
}

/** The vectors an embedding model answers with. */
export interface EmbeddingVectors {
  /** Their length when the request names none. */
  readonly dimensions: number;
  /** Whether a request may ask for shorter ones (`dimensions`). */
  readonly reducible: boolean;
}

/** The active models, by name: the catalogue below, or a test's list. */
export interface CatalogueModels {
  all(): Promise<CatalogueModel[]>;
  named(systemName: string): Promise<CatalogueModel | null>;
}

/** How long the catalogue read from the database serves requests before it is read again. */
const FRESH_FOR_MS = 5_000;

/**
 * The active models, read at most every few seconds: a database round trip per request would cost more than the
 * rest of the gateway's work. A name it does not know makes it read again at once, so a model just added works.
 */
export class ModelCatalogue implements CatalogueModels {
  private models: Map<string, CatalogueModel> | null = null;
  private readAt = 0;

  constructor(private readonly db: Database) {}

  /** Reads the database again at the next request: the catalogue was just synced (a reload). */
  forget(): void {
    this.models = null;
  }

  async all(): Promise<CatalogueModel[]> {
    return [...(await this.current()).values()];
  }

  async named(systemName: string): Promise<CatalogueModel | null> {
    const known = (await this.current()).get(systemName);
    if (known) return known;
    return (await this.reload()).get(systemName) ?? null;
  }

  private async current(): Promise<Map<string, CatalogueModel>> {
    if (this.models && performance.now() - this.readAt < FRESH_FOR_MS) return this.models;
    return this.reload();
  }

  private async reload(): Promise<Map<string, CatalogueModel>> {
    const rows = await this.db
      .select({ model: providerModels, providerName: providers.name, grid: gridNodes })
      .from(providerModels)
      .innerJoin(providers, eq(providers.id, providerModels.providerId))
      .leftJoin(gridNodes, eq(gridNodes.id, providerModels.gridNodeId))
      .where(eq(providerModels.active, true));
    this.models = new Map(
      rows.map(({ model, providerName, grid }) => [model.systemName, toModel(model, providerName, grid)]),
    );
    this.readAt = performance.now();
    return this.models;
  }
}

function toModel(
  model: typeof providerModels.$inferSelect,
  providerName: string,
  grid: typeof gridNodes.$inferSelect | null,
): CatalogueModel {
  return {
    id: model.id,
    systemName: model.systemName,
    nameInProvider: model.nameInProvider,
    providerId: model.providerId,
    providerName,
    capabilities: model.capabilities,
    kind: model.kind,
    embedding:
      model.kind === ModelKind.EMBEDDING && model.embeddingDimensions !== null
        ? { dimensions: model.embeddingDimensions, reducible: model.embeddingDimensionsReducible }
        : null,
    tokenInPrice: model.tokenInPricePerMillionTokens,
    tokenOutPrice: model.tokenOutPricePerMillionTokens,
    tokenCachedInPrice: model.tokenCachedInPricePerMillionTokens,
    maxOutputTokens: model.maxOutputTokens,
    timeToFirstTokenMs: model.timeToFirstTokenMs,
    tokensPerSecondOut: model.tokensPerSecondOut,
    energyWhPerThousandTokens: model.energyWhPerThousandTokens,
    grid: gridFiguresOf(grid),
    region: grid?.region ?? model.region,
  };
}

/** What routing and residency read of a grid node. */
export function gridFiguresOf(grid: typeof gridNodes.$inferSelect | null): CatalogueModel["grid"] {
  return grid
    ? { name: grid.name, region: grid.region, lmp: grid.lmp, renewablePercentage: grid.renewablePercentage }
    : null;
}

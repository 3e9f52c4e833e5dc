import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ModelCapability } from "../../core/available-models/model-capability.ts";
import { ModelKind } from "./model-kind.ts";

/** Companies that serve models (OpenAI, Groq, Mistral, the simulated provider, …). */
export const providers = pgTable("providers", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  logo: text("logo"),
  baseUrl: text("base_url").notNull(),
  websiteUrl: text("website_url"),
});

/** Electricity-grid nodes where models run: price (LMP, $/MWh) and renewable share drive energy and emission routing. */
export const gridNodes = pgTable("grid_nodes", {
  id: text("id").primaryKey(),
  /** Data-residency region: US, CA, EU, ASIA. */
  region: text("region").notNull(),
  name: text("name").notNull(),
  location: text("location").notNull(),
  lmp: doublePrecision("lmp").notNull(),
  renewablePercentage: doublePrecision("renewable_percentage").notNull(),
  lastUpdatedAt: timestamp("last_updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  updatable: boolean("updatable").notNull().default(true),
});

/** Models the gateway offers, with their published prices and the figures routing needs. */
export const providerModels = pgTable(
  "provider_models",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id),
    /** The name the upstream expects in its request body. */
    nameInProvider: text("name_in_provider").notNull(),
    /** The name clients send as `model`. */
    systemName: text("system_name").notNull().unique(),
    systemComplexity: text("system_complexity"),
    tokenInPricePerMillionTokens: doublePrecision("token_in_price_per_million_tokens").notNull(),
    tokenOutPricePerMillionTokens: doublePrecision("token_out_price_per_million_tokens").notNull(),
    /** The price of input tokens read from the provider's prompt cache; null when it publishes none. */
    tokenCachedInPricePerMillionTokens: doublePrecision("token_cached_in_price_per_million_tokens"),
    /** Where the prices were read, when, and whether they could be checked there (the catalogue file says). */
    priceSource: text("price_source"),
    priceReadOn: text("price_read_on"),
    priceChecked: boolean("price_checked").notNull().default(true),
    priceNote: text("price_note"),
    active: boolean("active").notNull().default(true),
    developer: text("developer"),
    contextWindow: integer("context_window"),
    maxOutputTokens: integer("max_output_tokens"),
    /** What it can do (core's ModelCapability): chat, tools, vision, structured-output, reasoning, embeddings. */
    capabilities: text("capabilities")
      .array()
      .$type<ModelCapability[]>()
      .notNull()
      .default(sql`'{chat}'::text[]`),
    /** Where the model runs; its region is the model's data-residency region. */
    gridNodeId: text("grid_node_id").references(() => gridNodes.id),
    /** Its data-residency region when the catalogue names a region rather than a grid node. */
    region: text("region"),
    /** Typical figures, used until observed statistics exist. */
    tokensPerSecondOut: doublePrecision("tokens_per_second_out").notNull().default(80),
    timeToFirstTokenMs: doublePrecision("time_to_first_token_ms").notNull().default(400),
    /** Energy per 1,000 tokens, in watt-hours. */
    energyWhPerThousandTokens: doublePrecision("energy_wh_per_thousand_tokens").notNull().default(0.3),
    /** Chat models answer POST /chat/completions; embedding models POST /embeddings. */
    kind: text("kind").$type<ModelKind>().notNull().default(ModelKind.CHAT),
    /** An embedding model's vector length when the request names none. */
    embeddingDimensions: integer("embedding_dimensions"),
    /** Whether a request may ask for shorter vectors (`dimensions`): text-embedding-3 models can, ada-002 cannot. */
    embeddingDimensionsReducible: boolean("embedding_dimensions_reducible").notNull().default(false),
  },
  (table) => [
    // Without its vector length an embedding model could not be answered for offline, nor checked against.
    check(
      "provider_models_embedding_dimensions",
      sql`${table.kind} <> 'embedding' or coalesce(${table.embeddingDimensions}, 0) > 0`,
    ),
  ],
);

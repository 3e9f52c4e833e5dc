import { asc, eq } from "drizzle-orm";
import type { ProviderModelRecord } from "../../core/available-models/provider-model.entity.ts";
import type { Database } from "../database/database.ts";
import { providerModels, providers } from "./available-models.schema.ts";

/**
 * Every model the gateway offers, chat and embedding alike, active or not, each with its provider, as
 * GET /providers/models answers it. The capabilities say which endpoint serves a model: a screen that offers
 * models to chat with keeps those with the chat capability.
 */
export async function listProviderModels(db: Database): Promise<ProviderModelRecord[]> {
  const rows = await db
    .select({ model: providerModels, provider: providers })
    .from(providerModels)
    .innerJoin(providers, eq(providers.id, providerModels.providerId))
    .orderBy(asc(providers.name), asc(providerModels.systemName));
  return rows.map(({ model, provider }) => ({
    id: model.id,
    nameInProvider: model.nameInProvider,
    systemComplexity: model.systemComplexity,
    systemName: model.systemName,
    tokenInPricePerMillionTokens: model.tokenInPricePerMillionTokens,
    tokenOutPricePerMilionTokens: model.tokenOutPricePerMillionTokens,
    provider: {
      id: provider.id,
      name: provider.name,
      logo: provider.logo,
      baseUrl: provider.baseUrl,
      websiteUrl: provider.websiteUrl,
    },
    active: model.active,
    developer: model.developer,
    contextWindow: model.contextWindow,
    capabilities: model.capabilities,
    tokenCachedInPricePerMillionTokens: model.tokenCachedInPricePerMillionTokens,
    maxOutputTokens: model.maxOutputTokens,
    pricesReadOn: model.priceReadOn,
    pricesChecked: model.priceChecked,
  }));
}

import { SIMULATED_PROVIDER_ID } from "../available-models/simulated-provider-name.ts";
import type { CompletionProvider } from "./completion-provider.ts";
import type { CatalogueModel } from "./model-catalogue.ts";
import { OpenAiCompatibleProvider } from "./upstream/openai-compatible-provider.ts";
import type { UpstreamConfig } from "./upstream-config.ts";

/** Who can serve a model, under which name, and where (the data-residency region). */
export interface ServingRoute {
  readonly provider: CompletionProvider;
  readonly modelName: string;
  readonly region: string | null;
  /** The configured upstream it is, so other endpoints (POST /embeddings) reach it too; null: the simulated one. */
  readonly upstream: UpstreamConfig | null;
}

/** One way to serve a request: a model and a provider of it. */
export interface Attempt {
  readonly model: CatalogueModel;
  readonly route: ServingRoute;
}

/** Who can serve a model: the configured upstreams (the registry below), or a test's providers. */
export interface ServingRoutes {
  routesFor(model: CatalogueModel): ServingRoute[];
}

/**
 * Which provider serves which model: each configured upstream serves the models it lists (or, listing none, the
 * catalogue models of the provider it is named after). With no upstream configured, the simulated provider
 * serves every catalogue model; with some configured, it serves only its own models (the catalogue's simulated
 * ones) and a model none of the upstreams serves is not served at all.
 */
export class UpstreamRegistry implements ServingRoutes {
  private readonly upstreams: readonly { config: UpstreamConfig; provider: CompletionProvider }[];

  constructor(
    upstreams: readonly UpstreamConfig[],
    private readonly simulated: CompletionProvider,
  ) {
    this.upstreams = upstreams.map((config) => ({ config, provider: new OpenAiCompatibleProvider(config) }));
  }

  routesFor(model: CatalogueModel): ServingRoute[] {
    if (this.upstreams.length === 0 || model.providerId === SIMULATED_PROVIDER_ID)
      return [
        {
          provider: this.simulated,
          modelName: model.nameInProvider,
          region: model.region,
          upstream: null,
        },
      ];
    return this.upstreams
      .filter(({ config }) => serves(config, model))
      .map(({ config, provider }) => ({
        provider,
        modelName: config.modelNames?.[model.systemName] ?? model.nameInProvider,
        region: config.region ?? model.region,
        upstream: config,
      }));
  }
}

function serves(config: UpstreamConfig, model: CatalogueModel): boolean {
  if (config.models.length > 0) return config.models.includes(model.systemName);
  const upstream = config.name.toLowerCase();
  const provider = model.providerName.toLowerCase();
  return provider.startsWith(upstream) || upstream.startsWith(provider);
}

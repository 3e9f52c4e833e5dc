import { toEntity } from "../mapping/to-entity.ts";
import type { Wire } from "../mapping/wire.ts";
import type { Provider } from "./provider.entity.ts";
import { ProviderModel, type ProviderModelRecord } from "./provider-model.entity.ts";

/** Providers of the catalogue for tests, as the gateway sends them. */
export const ProviderMother = {
  record(overrides: Partial<Wire<Provider>> = {}): Wire<Provider> {
    const name = overrides.name ?? "Test provider";
    return {
      id: `prov-${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`,
      name,
      logo: null,
      baseUrl: "https://api.example.test/v1",
      websiteUrl: null,
      ...overrides,
    };
  },
};

/** Catalogue entries (the gateway's available models) for tests, as the gateway sends them. */
export const ProviderModelMother = {
  /**
   * An active model named `systemName` (its id and provider name too), at $1 in and $2 out per million tokens, of
   * no provider and no stated context, capabilities or price date, as from a gateway from before them.
   */
  record(overrides: Partial<ProviderModelRecord> = {}): ProviderModelRecord {
    const systemName = overrides.systemName ?? "test-model";
    return {
      id: systemName,
      nameInProvider: systemName,
      systemComplexity: null,
      systemName,
      tokenInPricePerMillionTokens: 1,
      tokenOutPricePerMilionTokens: 2,
      provider: null,
      active: true,
      developer: null,
      contextWindow: null,
      ...overrides,
    };
  },

  create(overrides: Partial<ProviderModelRecord> = {}): ProviderModel {
    return toEntity(ProviderModel, ProviderModelMother.record(overrides));
  },
};

import type { ProviderModelRecord } from "./provider-model.entity.ts";

/** A model as the gateway sends it, built for a test: only what the test states matters. */
export function providerModelRecord(
  systemName: string,
  change: Partial<ProviderModelRecord> = {},
): ProviderModelRecord {
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
    ...change,
  };
}

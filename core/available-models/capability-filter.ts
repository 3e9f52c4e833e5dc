import { ModelCapability } from "./model-capability.ts";
import type { ProviderModel } from "./provider-model.entity.ts";

/** What the catalogue can be narrowed to, in the order filters show them; chat is left out, as most models chat. */
export const FILTERABLE_CAPABILITIES: readonly ModelCapability[] = [
  ModelCapability.TOOLS,
  ModelCapability.VISION,
  ModelCapability.STRUCTURED_OUTPUT,
  ModelCapability.REASONING,
  ModelCapability.EMBEDDINGS,
];

/** A capability to filter by, with how many of the catalogue's models have it. */
export interface CapabilityChoice {
  readonly capability: ModelCapability;
  readonly modelCount: number;
}

export function isFilterableCapability(value: unknown): value is ModelCapability {
  return (FILTERABLE_CAPABILITIES as readonly unknown[]).includes(value);
}

/** Whether the model can do every one of these (none asked: any model can). */
export function hasEveryCapability(model: ProviderModel, wanted: readonly ModelCapability[]): boolean {
  return wanted.every((capability) => model.capabilities.includes(capability));
}

/**
 * The capabilities worth offering as filters: those some model of the catalogue has, and those already chosen
 * (a shared address may ask for one no model has: it must stay visible to be turned off).
 */
export function capabilityChoices(
  models: readonly ProviderModel[],
  chosen: readonly ModelCapability[],
): CapabilityChoice[] {
  return FILTERABLE_CAPABILITIES.map((capability) => ({
    capability,
    modelCount: models.filter((model) => model.capabilities.includes(capability)).length,
  })).filter((choice) => choice.modelCount > 0 || chosen.includes(choice.capability));
}

import type { CustomModelConnectionTest } from "../../../core/organization/custom-model-connection.dto.ts";

/** A connection test the person asked for: under way, or what it found. */
export type ConnectionCheck =
  | { readonly status: "testing" }
  | { readonly status: "tested"; readonly result: CustomModelConnectionTest };

export const TESTING: ConnectionCheck = { status: "testing" };

/** How many of the models an upstream lists are named; the rest are counted as "…". */
const MODELS_NAMED = 5;

/** The first few model ids an upstream lists, for one line of text ("a, b, c, …"). */
export function namedModels(models: readonly string[]): string {
  const named = models.slice(0, MODELS_NAMED).join(", ");
  return models.length > MODELS_NAMED ? `${named}, …` : named;
}

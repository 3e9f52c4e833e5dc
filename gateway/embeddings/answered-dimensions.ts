import type { CatalogueModel } from "../chat-completions/model-catalogue.ts";
import { badRequest } from "../server/http-problem.ts";

/**
 * The vector length the model answers with: the one asked for, when the model can shorten its vectors (as
 * text-embedding-3 models can) and it is no longer than the model's own; else the model's own.
 */
export function answeredDimensions(model: CatalogueModel, requested: number | null): number {
  if (!model.embedding) throw new Error(`The catalogue gives ${model.systemName} no vector length`);
  const { dimensions, reducible } = model.embedding;
  if (requested === null) return dimensions;
  if (!reducible)
    throw badRequest(
      `dimensions cannot be chosen for ${model.systemName}: its vectors always have ${dimensions} dimensions`,
    );
  if (requested > dimensions)
    throw badRequest(`dimensions must be at most ${dimensions} for ${model.systemName}`);
  return requested;
}

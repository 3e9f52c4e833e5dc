import type { CatalogueModel } from "../chat-completions/model-catalogue.ts";

/** A model as OpenAI's GET /models lists it. */
export interface OpenAiModel {
  readonly id: string;
  readonly object: "model";
  /** Unix seconds. */
  readonly created: number;
  readonly owned_by: string;
}

/**
 * The catalogue keeps no date a model was added, and a client may cache by `created`: every model carries this
 * one fixed date (2024-01-01, UTC) rather than a value that would change from one answer to the next.
 */
export const CATALOGUE_CREATED = Date.UTC(2024, 0, 1) / 1000;

/** The gateway's own models (Best Available) are owned as OpenAI's built-in ones are. */
export const GATEWAY_OWNER = "system";

export function openAiModelOf(model: CatalogueModel): OpenAiModel {
  return { id: model.systemName, object: "model", created: CATALOGUE_CREATED, owned_by: model.providerName };
}

export function gatewayModel(id: string): OpenAiModel {
  return { id, object: "model", created: CATALOGUE_CREATED, owned_by: GATEWAY_OWNER };
}

import { listAnswer, operation } from "../api-document/operation.ts";
import { PROVIDER_MODEL_EXAMPLE } from "./available-models.components.ts";

export const AVAILABLE_MODELS_OPERATIONS = {
  list: operation({
    id: "listAvailableModels",
    summary: "List the models on offer",
    description: "Every model of the catalogue, active or not, with its provider and prices.",
    tag: "Available models",
    access: "public",
    answer: listAnswer("The catalogue.", "ProviderModel", PROVIDER_MODEL_EXAMPLE),
  }),
};

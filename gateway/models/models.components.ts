import { BEST_AVAILABLE_MODEL } from "../../core/available-models/best-available.ts";
import { component, integer, listOf, oneOf, record, ref, text } from "../api-document/schema-words.ts";
import { CATALOGUE_CREATED, GATEWAY_OWNER } from "./openai-model.ts";

export const MODEL = component(
  "Model",
  record(
    {
      id: text("What POST /chat/completions (or /embeddings) takes as `model`."),
      object: oneOf(["model"]),
      created: integer(
        "Unix seconds; the catalogue keeps no date a model was added, so one fixed date for all.",
      ),
      owned_by: text(`The model's provider in the catalogue; \`${GATEWAY_OWNER}\` for Best Available.`),
    },
    { description: "A model as OpenAI lists it." },
  ),
);

export const MODEL_LIST = component(
  "ModelList",
  record({ object: oneOf(["list"]), data: listOf(ref("Model")) }, { description: "OpenAI's model list." }),
);

export const MODEL_EXAMPLE = {
  id: "gpt-4o-mini",
  object: "model",
  created: CATALOGUE_CREATED,
  owned_by: "OpenAI",
};

export const MODEL_LIST_EXAMPLE = {
  object: "list",
  data: [
    {
      id: BEST_AVAILABLE_MODEL.systemName,
      object: "model",
      created: CATALOGUE_CREATED,
      owned_by: GATEWAY_OWNER,
    },
    MODEL_EXAMPLE,
  ],
};

import { pathIds } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { ref } from "../api-document/schema-words.ts";
import { MODEL_EXAMPLE, MODEL_LIST_EXAMPLE } from "./models.components.ts";

const WHO =
  "OpenAI-compatible. Send an API key (`Authorization: Bearer mk-…`) or your session's token. A department " +
  "user's key (or x-department-id) limits the models to the department's allowed ones served within its " +
  "data-residency regions, as chat completions do; a key with allowed models (or the session with x-api-key-id " +
  "naming it) lists only those. A key expired, revoked or rotated out is refused (401).";

export const MODELS_OPERATIONS = {
  list: operation({
    id: "listModels",
    summary: "List the models you may use",
    description: `${WHO} The active catalogue models a provider serves, and Best Available.`,
    tag: "Models",
    access: "session-or-api-key",
    openAiErrors: true,
    answer: {
      status: 200,
      description: "OpenAI's list of models.",
      schema: ref("ModelList"),
      example: MODEL_LIST_EXAMPLE,
    },
  }),

  retrieve: operation({
    id: "retrieveModel",
    summary: "Describe a model you may use",
    description: WHO,
    tag: "Models",
    access: "session-or-api-key",
    openAiErrors: true,
    params: pathIds({ model: "The model's id, as GET /models lists it." }),
    answer: { status: 200, description: "The model.", schema: ref("Model"), example: MODEL_EXAMPLE },
    refusals: {
      404: [
        "No such model, or not one you may use.",
        "Unknown model: no-such-model",
        {
          code: "model_not_found",
          clientMessage: "The model `no-such-model` does not exist or you do not have access to it.",
        },
      ],
    },
  }),
};

import { INVALID_ID } from "../../core/validation/require-id.ts";
import { pathIds } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { listOf, ref } from "../api-document/schema-words.ts";
import { API_KEY_EXAMPLE } from "./api-keys.components.ts";

const YOUR_KEYS = { schema: listOf(ref("ApiKey"), "Oldest first."), example: [API_KEY_EXAMPLE] };

export const API_KEYS_OPERATIONS = {
  list: operation({
    id: "listApiKeys",
    summary: "List your API keys",
    tag: "API keys",
    access: "session",
    answer: { status: 200, description: "Your keys.", ...YOUR_KEYS },
  }),

  create: operation({
    id: "createApiKey",
    summary: "Create an API key",
    description: "Without a body. The new key's value is shown in the list it answers.",
    tag: "API keys",
    access: "session",
    answer: { status: 201, description: "Your keys, the new one last.", ...YOUR_KEYS },
    refusals: {
      409: [
        "You already have the most keys one account may have.",
        "You have 50 API keys, the most one account may have: delete one first",
      ],
    },
  }),

  delete: operation({
    id: "deleteApiKey",
    summary: "Delete an API key",
    description: "Requests sent with it are refused from then on.",
    tag: "API keys",
    access: "session",
    params: pathIds({ id: "The key's id." }),
    answer: { status: 200, description: "Your remaining keys.", ...YOUR_KEYS },
    refusals: {
      400: ["A blank or over-long id.", INVALID_ID],
      404: ["You have no key with this id.", "API key not found"],
    },
  }),
};

import { INVALID_ID } from "../../core/validation/require-id.ts";
import { pathIds } from "../api-document/dto-schema.ts";
import { operation, type Refusal } from "../api-document/operation.ts";
import { listOf, ref } from "../api-document/schema-words.ts";
import { REVOKED_KEY_NOT_ROTATED } from "./api-key-lifecycle.ts";
import { unknownAllowedModels } from "./api-key-settings-input.ts";
import { API_KEY_EXAMPLE, ISSUED_API_KEY_EXAMPLE } from "./api-keys.components.ts";

const keys = (example: unknown[]) => ({ schema: listOf(ref("ApiKey"), "Oldest first."), example });
const YOUR_KEYS = keys([API_KEY_EXAMPLE]);
/** The list answered when a secret was just issued: that key's secret in full, the others masked. */
const WITH_SECRET = keys([API_KEY_EXAMPLE, ISSUED_API_KEY_EXAMPLE]);

const KEY_ID = pathIds({ id: "The key's id." });
const BAD_ID: Refusal = ["A blank or over-long id.", INVALID_ID];
const NOT_YOURS: Refusal = ["You have no key with this id.", "API key not found"];
export const NOT_JSON: Refusal = ["A body that is not JSON (a form).", "Send the body as application/json."];
const BAD_SETTINGS: Refusal = [
  "A setting is missing or out of its bounds, an expiry not in the future, or allowed models that exist neither in " +
    "the catalogue nor in your organizations.",
  unknownAllowedModels(["gpt-9"]),
];

export const API_KEYS_OPERATIONS = {
  list: operation({
    id: "listApiKeys",
    summary: "List your API keys",
    description: "Masked: a key's secret is shown only in the answer that issued it.",
    tag: "API keys",
    access: "session",
    answer: { status: 200, description: "Your keys.", ...YOUR_KEYS },
  }),

  create: operation({
    id: "createApiKey",
    summary: "Create an API key",
    description:
      "With its settings, or without a body: then it is named Key N and has no limits. The new key's secret is in " +
      "the list it answers (`secretInFull`), and never again: copy it then.",
    tag: "API keys",
    access: "session",
    body: ref("ApiKeySettings"),
    answer: { status: 201, description: "Your keys, the new one last with its secret.", ...WITH_SECRET },
    refusals: {
      400: BAD_SETTINGS,
      409: [
        "You already have the most keys one account may have.",
        "You have 50 API keys, the most one account may have: delete one first",
      ],
      415: NOT_JSON,
    },
  }),

  edit: operation({
    id: "editApiKey",
    summary: "Edit an API key's settings",
    description: "Every setting, as a key is made with. Requests already let through are not affected.",
    tag: "API keys",
    access: "session",
    params: KEY_ID,
    body: ref("ApiKeySettings"),
    answer: { status: 200, description: "Your keys.", ...YOUR_KEYS },
    refusals: { 400: BAD_SETTINGS, 404: NOT_YOURS },
  }),

  rotate: operation({
    id: "rotateApiKey",
    summary: "Rotate an API key's secret",
    description:
      "A new secret, shown in this answer only. The previous one keeps working for the grace chosen (none, 1 hour, " +
      "24 hours, 7 days), then is refused; the key keeps its id, settings and history.",
    tag: "API keys",
    access: "session",
    params: KEY_ID,
    body: ref("ApiKeyRotation"),
    answer: { status: 200, description: "Your keys, the rotated one with its new secret.", ...WITH_SECRET },
    refusals: {
      400: [
        "A grace that is not none, 1h, 24h or 7d, or a bad id.",
        "grace must be one of none, 1h, 24h, 7d",
      ],
      404: NOT_YOURS,
      409: ["The key was revoked.", REVOKED_KEY_NOT_ROTATED],
    },
  }),

  revoke: operation({
    id: "revokeApiKey",
    summary: "Revoke an API key",
    description:
      "Requests with it (either secret) are refused from the next one on; it stays listed, with its history. " +
      "Revoking it again changes nothing.",
    tag: "API keys",
    access: "session",
    params: KEY_ID,
    answer: { status: 200, description: "Your keys.", ...YOUR_KEYS },
    refusals: { 400: BAD_ID, 404: NOT_YOURS },
  }),

  delete: operation({
    id: "deleteApiKey",
    summary: "Delete an API key",
    description: "Requests sent with it are refused from then on.",
    tag: "API keys",
    access: "session",
    params: KEY_ID,
    answer: { status: 200, description: "Your remaining keys.", ...YOUR_KEYS },
    refusals: { 400: BAD_ID, 404: NOT_YOURS },
  }),
};

import { pathIds } from "../../api-document/dto-schema.ts";
import type { Refusal } from "../../api-document/operation.ts";
import { ref } from "../../api-document/schema-words.ts";
import { REVOKED_KEY_NOT_ROTATED } from "../../api-keys/api-key-lifecycle.ts";
import { unknownAllowedModels } from "../../api-keys/api-key-settings-input.ts";
import { API_KEY_EXAMPLE, ISSUED_API_KEY_EXAMPLE } from "../../api-keys/api-keys.components.ts";
import { NOT_JSON } from "../../api-keys/api-keys.operations.ts";
import {
  BLANK_ID,
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  DEPARTMENT_USER_PATH,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";

const KEY_PATH = pathIds({ ...DEPARTMENT_USER_PATH, apiKeyId: "The key's id." });
const WHO_MAY =
  "Your own key needs no rank; someone else's needs ADMIN in the department (or super admin, or owner). Recorded " +
  "in the organization's activity.";
const NOT_ALLOWED = DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN");
const UNKNOWN_KEY = UNKNOWN("organization", "department", "departmentUser", "apiKey");
const BAD_SETTINGS: Refusal = [
  "A setting is missing or out of its bounds, an expiry not in the future, allowed models that exist neither in " +
    "the catalogue nor in the organization, a blank id, or text with a NUL character.",
  unknownAllowedModels(["gpt-9"]),
];
const THE_KEY = { schema: ref("ApiKey"), example: API_KEY_EXAMPLE };
const WITH_SECRET = { schema: ref("ApiKey"), example: ISSUED_API_KEY_EXAMPLE };

export const DEPARTMENT_USER_API_KEYS_OPERATIONS = {
  create: organizationOperation({
    id: "createDepartmentUserApiKey",
    summary: "Create a department API key",
    description:
      "Requests sent with it fall under the department's policies. With its settings, or without a body: then " +
      `it is named Key N and has no limits. Its secret is in this answer only. ${WHO_MAY}`,
    params: pathIds(DEPARTMENT_USER_PATH),
    body: ref("ApiKeySettings"),
    answer: { status: 201, description: "The new key, with its secret.", ...WITH_SECRET },
    refusals: {
      400: BAD_SETTINGS,
      403: NOT_ALLOWED,
      404: UNKNOWN("organization", "department", "departmentUser"),
      415: NOT_JSON,
    },
  }),

  edit: organizationOperation({
    id: "editDepartmentUserApiKey",
    summary: "Edit a department API key's settings",
    description: `Every setting, as a key is made with. ${WHO_MAY}`,
    params: KEY_PATH,
    body: ref("ApiKeySettings"),
    answer: { status: 200, description: "The key.", ...THE_KEY },
    refusals: { 400: BAD_SETTINGS, 403: NOT_ALLOWED, 404: UNKNOWN_KEY },
  }),

  rotate: organizationOperation({
    id: "rotateDepartmentUserApiKey",
    summary: "Rotate a department API key's secret",
    description:
      "A new secret, shown in this answer only. The previous one keeps working for the grace chosen (none, 1 hour, " +
      `24 hours, 7 days), then is refused. ${WHO_MAY}`,
    params: KEY_PATH,
    body: ref("ApiKeyRotation"),
    answer: { status: 200, description: "The key, with its new secret.", ...WITH_SECRET },
    refusals: {
      400: [
        "A grace that is not none, 1h, 24h or 7d, or a blank id.",
        "grace must be one of none, 1h, 24h, 7d",
      ],
      403: NOT_ALLOWED,
      404: UNKNOWN_KEY,
      409: ["The key was revoked.", REVOKED_KEY_NOT_ROTATED],
    },
  }),

  revoke: organizationOperation({
    id: "revokeDepartmentUserApiKey",
    summary: "Revoke a department API key",
    description: `Requests with it are refused from the next one on; revoking it again changes nothing. ${WHO_MAY}`,
    params: KEY_PATH,
    answer: { status: 200, description: "The key.", ...THE_KEY },
    refusals: { 400: BLANK_ID, 403: NOT_ALLOWED, 404: UNKNOWN_KEY },
  }),

  remove: organizationOperation({
    id: "deleteDepartmentUserApiKey",
    summary: "Delete a department API key",
    description: WHO_MAY,
    params: KEY_PATH,
    answer: { status: 204, description: "Deleted." },
    refusals: { 400: BLANK_ID, 403: NOT_ALLOWED, 404: UNKNOWN_KEY },
  }),
};

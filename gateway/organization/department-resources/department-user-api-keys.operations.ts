import { pathIds } from "../../api-document/dto-schema.ts";
import { ref } from "../../api-document/schema-words.ts";
import {
  BLANK_ID,
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  DEPARTMENT_USER_PATH,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";
import { DEPARTMENT_USER_EXAMPLE } from "./department-users.components.ts";

export const DEPARTMENT_USER_API_KEYS_OPERATIONS = {
  create: organizationOperation({
    id: "createDepartmentUserApiKey",
    summary: "Create a department API key",
    description:
      "Requests sent with it fall under the department's policies. Your own key needs no rank; someone else's " +
      "needs ADMIN in the department.",
    params: pathIds(DEPARTMENT_USER_PATH),
    answer: {
      status: 201,
      description: "The new key.",
      schema: ref("ApiKey"),
      example: DEPARTMENT_USER_EXAMPLE.apikeys[0],
    },
    refusals: {
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser"),
    },
  }),

  remove: organizationOperation({
    id: "deleteDepartmentUserApiKey",
    summary: "Delete a department API key",
    params: pathIds({ ...DEPARTMENT_USER_PATH, apiKeyId: "The key's id." }),
    answer: { status: 204, description: "Deleted." },
    refusals: {
      400: BLANK_ID,
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser", "apiKey"),
    },
  }),
};

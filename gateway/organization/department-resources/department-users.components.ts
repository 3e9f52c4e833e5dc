import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { component, dateTime, listOf, oneOf, record, ref, text } from "../../api-document/schema-words.ts";
import { API_KEY_EXAMPLE } from "../../api-keys/api-keys.components.ts";
import { PERSON } from "../organization-schema-words.ts";

export const DEPARTMENT_USER = component(
  "DepartmentUser",
  record(
    {
      id: text("The membership's id."),
      role: oneOf(Object.values(DepartmentRole)),
      user: PERSON,
      apikeys: listOf(ref("ApiKey"), "Their keys for this department, masked."),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    },
    { description: "A person's membership of a department." },
  ),
);

export const DEPARTMENT_USER_EXAMPLE = {
  id: "du-1",
  role: "MEMBER",
  user: { id: "user-amara", email: "amara.okafor@meridian.example" },
  apikeys: [API_KEY_EXAMPLE],
  createdAt: "2025-03-14T12:00:00.000Z",
  updatedAt: "2025-03-14T12:00:00.000Z",
};

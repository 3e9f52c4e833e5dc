import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { component, dateTime, listOf, oneOf, record, ref, text } from "../../api-document/schema-words.ts";
import { PERSON } from "../organization-schema-words.ts";

export const DEPARTMENT_USER = component(
  "DepartmentUser",
  record(
    {
      id: text("The membership's id."),
      role: oneOf(Object.values(DepartmentRole)),
      user: PERSON,
      apikeys: listOf(ref("ApiKey"), "Their keys for this department."),
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
  apikeys: [
    {
      id: "key-amara-1",
      value: "mrd-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b",
      createdAt: "2025-03-14T12:00:00.000Z",
    },
  ],
  createdAt: "2025-03-14T12:00:00.000Z",
  updatedAt: "2025-03-14T12:00:00.000Z",
};

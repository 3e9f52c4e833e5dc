import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { component, listOf, oneOf, record, text } from "../../api-document/schema-words.ts";

export const ORGANIZATION_MEMBER = component(
  "OrganizationMember",
  record(
    {
      id: text("The person's user id."),
      email: text(),
      departments: listOf(record({ id: text(), name: text(), role: oneOf(Object.values(DepartmentRole)) })),
    },
    { description: "A person of the organization and the departments they belong to." },
  ),
);

export const ORGANIZATION_MEMBER_EXAMPLE = {
  id: "user-amara",
  email: "amara.okafor@meridian.example",
  departments: [{ id: "dep-research", name: "Research", role: "MEMBER" }],
};

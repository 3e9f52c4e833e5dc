import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import { component, oneOf, orNull, record, text } from "../../api-document/schema-words.ts";
import { PERSON } from "../organization-schema-words.ts";

export const SUPER_ADMIN = component(
  "SuperAdmin",
  record(
    {
      id: text(),
      email: text(),
      phone: orNull(text("Their own, else the organization's.")),
      role: oneOf(Object.values(OrganizationRole)),
      user: PERSON,
    },
    { description: "The owner or a super admin." },
  ),
);

export const SUPER_ADMIN_EXAMPLE = {
  id: "admin-user-owner",
  email: "demo@meridian.example",
  phone: "+14155550142",
  role: "OWNER",
  user: { id: "user-owner", email: "demo@meridian.example" },
};

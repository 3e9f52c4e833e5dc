import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import {
  component,
  dateTime,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  text,
} from "../../api-document/schema-words.ts";

export const ORGANIZATION_SUMMARY = component(
  "OrganizationSummary",
  record(
    {
      id: text(),
      name: text(),
      status: oneOf(Object.values(OrganizationStatus)),
      totalDepartments: integer(),
      totalUsers: integer(),
      recentActivities: listOf(
        record({
          description: text("What changed and who changed it, in English."),
          type: text("The audit entry's kind."),
          createdAt: dateTime(),
        }),
        "The organization's five newest audit entries, newest first.",
      ),
      role: orNull(oneOf(Object.values(OrganizationRole), "The caller's organization-wide role.")),
      departments: listOf(
        record({ id: text(), name: text(), role: oneOf(Object.values(DepartmentRole)) }),
        "The departments the caller belongs to, with their role there.",
      ),
    },
    { description: "The caller's organization, as its overview shows it." },
  ),
);

export const ORGANIZATION_SUMMARY_EXAMPLE = {
  id: "org-1",
  name: "Meridian Demo Org",
  status: "ACTIVE",
  totalDepartments: 3,
  totalUsers: 8,
  recentActivities: [
    {
      description: "Department Research was created by owner@example.com",
      type: "DEPARTMENT_CREATED",
      createdAt: "2025-03-14T12:00:00.000Z",
    },
  ],
  role: "OWNER",
  departments: [{ id: "dep-research", name: "Research", role: "ADMIN" }],
};

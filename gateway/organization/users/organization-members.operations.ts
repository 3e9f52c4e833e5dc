import {
  InviteToDepartmentsDto,
  UserDepartmentsDto,
} from "../../../core/organization/user-departments.dto.ts";
import { fromDto, pathIds } from "../../api-document/dto-schema.ts";
import { listAnswer } from "../../api-document/operation.ts";
import { ref } from "../../api-document/schema-words.ts";
import {
  BLANK_ID,
  MALFORMED,
  ORGANIZATION_PATH,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  PERSON_PATH,
  UNKNOWN,
} from "../organization-operation.ts";
import { ORGANIZATION_MEMBER_EXAMPLE } from "./organization-members.components.ts";

const DEPARTMENT_IDS = { properties: { departments: { description: "Department ids, at least one." } } };
const THE_PERSON_WITH_THEIR_DEPARTMENTS = {
  description: "The person with their departments.",
  schema: ref("OrganizationMember"),
  example: ORGANIZATION_MEMBER_EXAMPLE,
};
const DEPARTMENTS_REFUSALS = {
  400: MALFORMED("Departments must contain at least 1 elements."),
  403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
  404: UNKNOWN("organization", "department"),
};

export const ORGANIZATION_MEMBERS_OPERATIONS = {
  list: organizationOperation({
    id: "listOrganizationMembers",
    summary: "List the organization's people",
    description: "Everyone in a department, with the departments they belong to.",
    params: pathIds(ORGANIZATION_PATH),
    answer: listAnswer("The people, by email.", "OrganizationMember", ORGANIZATION_MEMBER_EXAMPLE),
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"), 404: UNKNOWN("organization") },
  }),

  invite: organizationOperation({
    id: "inviteOrganizationMember",
    summary: "Invite someone into departments",
    description: "By email, as a MEMBER of each department named. Counts against the tier's team size.",
    params: pathIds(ORGANIZATION_PATH),
    body: fromDto(InviteToDepartmentsDto, DEPARTMENT_IDS),
    answer: { status: 201, ...THE_PERSON_WITH_THEIR_DEPARTMENTS },
    refusals: DEPARTMENTS_REFUSALS,
  }),

  setDepartments: organizationOperation({
    id: "setOrganizationMemberDepartments",
    summary: "Replace someone's departments",
    description: "They leave the departments not named and join the new ones as MEMBER.",
    params: pathIds(PERSON_PATH),
    body: fromDto(UserDepartmentsDto, DEPARTMENT_IDS),
    answer: { status: 200, ...THE_PERSON_WITH_THEIR_DEPARTMENTS },
    refusals: DEPARTMENTS_REFUSALS,
  }),

  remove: organizationOperation({
    id: "removeOrganizationMember",
    summary: "Take someone out of every department",
    description: "Their department API keys go too.",
    params: pathIds(PERSON_PATH),
    answer: { status: 204, description: "Removed." },
    refusals: { 400: BLANK_ID, 403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"), 404: UNKNOWN("organization") },
  }),
};

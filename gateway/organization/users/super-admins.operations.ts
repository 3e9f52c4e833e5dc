import { InviteUserDto } from "../../../core/organization/invite-user.dto.ts";
import { OWNER_CANNOT_BE_REMOVED } from "../../../core/organization/organization-refusals.ts";
import { teamIsFull } from "../../../core/organization/team-limits.ts";
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
import { SUPER_ADMIN_EXAMPLE } from "./super-admins.components.ts";

export const SUPER_ADMINS_OPERATIONS = {
  list: organizationOperation({
    id: "listSuperAdmins",
    summary: "List the owner and the super admins",
    params: pathIds(ORGANIZATION_PATH),
    answer: listAnswer(
      "The owner first, then the super admins in the order they joined.",
      "SuperAdmin",
      SUPER_ADMIN_EXAMPLE,
    ),
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"), 404: UNKNOWN("organization") },
  }),

  invite: organizationOperation({
    id: "inviteSuperAdmin",
    summary: "Make someone a super admin",
    description:
      "By email; an account is prepared for someone not yet signed up. Counts against the tier's team size.",
    params: pathIds(ORGANIZATION_PATH),
    body: fromDto(InviteUserDto),
    answer: {
      status: 201,
      description: "The new super admin.",
      schema: ref("SuperAdmin"),
      example: { ...SUPER_ADMIN_EXAMPLE, id: "admin-user-priya", role: "SUPER_ADMIN" },
    },
    refusals: {
      400: MALFORMED("email must be an email"),
      403: [
        `You do not belong to the organization, your role is below SUPER_ADMIN, or the team is full.`,
        teamIsFull(5),
      ],
      404: UNKNOWN("organization"),
      409: ["They are already a super admin.", "priya@meridian.example is already a super admin."],
    },
  }),

  remove: organizationOperation({
    id: "removeSuperAdmin",
    summary: "Remove a super admin",
    params: pathIds(PERSON_PATH),
    answer: { status: 204, description: "Removed." },
    refusals: {
      400: BLANK_ID,
      403: ["Your role is below SUPER_ADMIN, or they are the owner.", OWNER_CANNOT_BE_REMOVED],
      404: UNKNOWN("organization", "user"),
    },
  }),
};

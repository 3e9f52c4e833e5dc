import { DepartmentUserRoleDto } from "../../../core/organization/department-user-role.dto.ts";
import { fromDto, pathIds } from "../../api-document/dto-schema.ts";
import { listAnswer } from "../../api-document/operation.ts";
import { ref } from "../../api-document/schema-words.ts";
import {
  BLANK_ID,
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  DEPARTMENT_PATH,
  DEPARTMENT_USER_PATH,
  MALFORMED,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";
import { DEPARTMENT_USER_EXAMPLE } from "./department-users.components.ts";

export const DEPARTMENT_USERS_OPERATIONS = {
  list: organizationOperation({
    id: "listDepartmentUsers",
    summary: "List a department's people",
    params: pathIds(DEPARTMENT_PATH),
    answer: listAnswer(
      "Each membership with the person, role and keys.",
      "DepartmentUser",
      DEPARTMENT_USER_EXAMPLE,
    ),
    refusals: {
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  setRole: organizationOperation({
    id: "setDepartmentUserRole",
    summary: "Change someone's role in a department",
    params: pathIds(DEPARTMENT_USER_PATH),
    body: fromDto(DepartmentUserRoleDto),
    answer: {
      status: 200,
      description: "The membership as changed.",
      schema: ref("DepartmentUser"),
      example: { ...DEPARTMENT_USER_EXAMPLE, role: "ADMIN" },
    },
    refusals: {
      400: MALFORMED("role must be one of the following values: ADMIN, MEMBER"),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser"),
    },
  }),

  remove: organizationOperation({
    id: "removeDepartmentUser",
    summary: "Take someone out of a department",
    description: "Their keys for the department go too.",
    params: pathIds(DEPARTMENT_USER_PATH),
    answer: { status: 204, description: "Removed." },
    refusals: {
      400: BLANK_ID,
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser"),
    },
  }),
};

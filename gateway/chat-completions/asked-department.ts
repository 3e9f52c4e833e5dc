import type { IncomingHttpHeaders } from "node:http";
import { DEPARTMENT_HEADER } from "../../core/chat-completions/chat-completion-headers.ts";
import { NOT_IN_DEPARTMENT } from "../../core/organization/organization-permissions.ts";
import type { DepartmentMembership } from "../api-keys/api-key-directory.ts";
import { badRequest, forbidden } from "../server/http-problem.ts";
import type { CallerDirectory } from "./caller-directory.ts";

export const NOT_THE_KEYS_DEPARTMENT = `A department user's API key asks only as a member of its own department: leave ${DEPARTMENT_HEADER} out or name that department.`;

/**
 * The department a completion is asked as. A session or a personal key naming one with `x-department-id` asks as
 * the person's membership there (403 when they have none, the department unknown or the header empty); a
 * department user's key always asks as its own department, and may only name that one (else 400).
 */
export async function askedDepartment(
  directory: Pick<CallerDirectory, "membershipOf">,
  headers: IncomingHttpHeaders,
  userId: string,
  keyDepartment: DepartmentMembership | null,
): Promise<DepartmentMembership | null> {
  const named = headers[DEPARTMENT_HEADER];
  if (named === undefined) return keyDepartment;
  const departmentId = (Array.isArray(named) ? named.join(",") : named).trim();
  if (keyDepartment) {
    if (departmentId !== keyDepartment.departmentId) throw badRequest(NOT_THE_KEYS_DEPARTMENT);
    return keyDepartment;
  }
  if (!departmentId) throw forbidden(NOT_IN_DEPARTMENT);
  const membership = await directory.membershipOf(departmentId, userId);
  if (!membership) throw forbidden(NOT_IN_DEPARTMENT);
  return membership;
}

import { token } from "../wiring/token.ts";
import type { DepartmentUser } from "./department-user.entity.ts";
import type { DepartmentRole } from "./organization-role.ts";

/** The people of one department and their roles there (SPEC §7). `userId` is always the user's account id. */
export interface DepartmentUsersGateway {
  /** GET …/departments/{depId}/users. */
  listDepartmentUsers(organizationId: string, departmentId: string): Promise<DepartmentUser[]>;

  /** PUT …/departments/{depId}/users/{userId}, body role. */
  changeDepartmentRole(
    organizationId: string,
    departmentId: string,
    userId: string,
    role: DepartmentRole,
  ): Promise<DepartmentUser>;

  /** DELETE …/departments/{depId}/users/{userId}. */
  removeFromDepartment(organizationId: string, departmentId: string, userId: string): Promise<void>;
}

export const DepartmentUsersGateway = token<DepartmentUsersGateway>("DepartmentUsersGateway");

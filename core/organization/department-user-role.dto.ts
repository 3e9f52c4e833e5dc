import { IsEnum } from "class-validator";
import { DepartmentRole } from "./organization-role.ts";

/** PUT …/departments/{depId}/users/{userId}: the person's new role there. */
export class DepartmentUserRoleDto {
  @IsEnum(DepartmentRole) readonly role!: DepartmentRole;
}

import { token } from "../wiring/token.ts";
import type { NewDepartment } from "./create-department.dto.ts";
import type { Department } from "./department.entity.ts";
import type { DepartmentSettings } from "./department-settings.dto.ts";

/** The departments of an organization and their compliance settings (SPEC §7). */
export interface DepartmentsGateway {
  /** GET /organization/{orgId}/departments: the departments the signed-in person may see. */
  listDepartments(organizationId: string): Promise<Department[]>;

  /** POST /organization/{orgId}/departments. */
  createDepartment(organizationId: string, department: NewDepartment): Promise<Department>;

  /** GET /organization/{orgId}/departments/{depId}, with its files and models. */
  getDepartment(organizationId: string, departmentId: string): Promise<Department>;

  /** PUT /organization/{orgId}/departments/{depId}: saves every setting at once; answers the saved department. */
  updateDepartment(
    organizationId: string,
    departmentId: string,
    settings: DepartmentSettings,
  ): Promise<Department>;

  /** GET …/departments/{depId}/pii/pii-list: the kinds of personal data the department can detect. */
  listPiiEntities(organizationId: string, departmentId: string): Promise<string[]>;
}

export const DepartmentsGateway = token<DepartmentsGateway>("DepartmentsGateway");

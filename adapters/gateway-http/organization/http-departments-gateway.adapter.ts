import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import type { NewDepartment } from "../../../core/organization/create-department.dto.ts";
import { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentSettings } from "../../../core/organization/department-settings.dto.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath, organizationPath } from "./organization-paths.ts";

export class HttpDepartmentsGateway implements DepartmentsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listDepartments(organizationId: string): Promise<Department[]> {
    return toEntities(Department, await this.http.get(organizationPath(organizationId, "departments")));
  }

  async createDepartment(organizationId: string, department: NewDepartment): Promise<Department> {
    const path = organizationPath(organizationId, "departments");
    return toEntity(Department, await this.http.post(path, { body: department }));
  }

  async getDepartment(organizationId: string, departmentId: string): Promise<Department> {
    return toEntity(Department, await this.http.get(departmentPath(organizationId, departmentId)));
  }

  async updateDepartment(
    organizationId: string,
    departmentId: string,
    settings: DepartmentSettings,
  ): Promise<Department> {
    const path = departmentPath(organizationId, departmentId);
    return toEntity(Department, await this.http.put(path, { body: settings }));
  }

  async listPiiEntities(organizationId: string, departmentId: string): Promise<string[]> {
    const body = await this.http.get(departmentPath(organizationId, departmentId, "pii", "pii-list"));
    if (!Array.isArray(body)) throw new TypeError("Expected the PII list to be a list");
    return body.filter((entity): entity is string => typeof entity === "string");
  }
}

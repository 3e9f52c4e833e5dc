import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import { DepartmentUser } from "../../../core/organization/department-user.entity.ts";
import type { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
import type { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath } from "./organization-paths.ts";

export class HttpDepartmentUsersGateway implements DepartmentUsersGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listDepartmentUsers(organizationId: string, departmentId: string): Promise<DepartmentUser[]> {
    return toEntities(
      DepartmentUser,
      await this.http.get(departmentPath(organizationId, departmentId, "users")),
    );
  }

  async changeDepartmentRole(
    organizationId: string,
    departmentId: string,
    userId: string,
    role: DepartmentRole,
  ): Promise<DepartmentUser> {
    const path = departmentPath(organizationId, departmentId, "users", userId);
    return toEntity(DepartmentUser, await this.http.put(path, { body: { role } }));
  }

  async removeFromDepartment(organizationId: string, departmentId: string, userId: string): Promise<void> {
    await this.http.delete(departmentPath(organizationId, departmentId, "users", requireId(userId)));
  }
}

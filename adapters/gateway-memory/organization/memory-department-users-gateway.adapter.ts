import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import { DepartmentUser } from "../../../core/organization/department-user.entity.ts";
import { DepartmentUserRoleDto } from "../../../core/organization/department-user-role.dto.ts";
import type { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
import type { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { personSubject } from "./organization-audit-subjects.ts";
import type { OrganizationContext } from "./organization-context.ts";

/** The people of one department, in memory. */
export class MemoryDepartmentUsersGateway implements DepartmentUsersGateway {
  constructor(private readonly context: OrganizationContext) {}

  async listDepartmentUsers(organizationId: string, departmentId: string): Promise<DepartmentUser[]> {
    const { db, access, views } = this.context;
    access.forDepartment(organizationId, departmentId, "viewDepartmentUsers");
    const rows = db.departmentUsers.where((row) => row.departmentId === departmentId);
    return toEntities(
      DepartmentUser,
      rows.map((row) => views.departmentUser(row)),
    );
  }

  async changeDepartmentRole(
    organizationId: string,
    departmentId: string,
    userId: string,
    role: DepartmentRole,
  ): Promise<DepartmentUser> {
    const { db, access, views } = this.context;
    access.forDepartment(organizationId, departmentId, "manageDepartmentUsers");
    const input = access.validated(DepartmentUserRoleDto, { role });
    const membership = access.membership(departmentId, userId);
    const row = db.departmentUsers.update(membership.id, { role: input.role, updatedAt: db.timestamp() });
    if (membership.role !== row.role)
      await this.context.recordChange({
        organizationId,
        departmentId,
        kind: "DEPARTMENT_ROLE_CHANGED",
        subject: personSubject(this.context.db, userId),
        before: { role: membership.role },
        after: { role: row.role },
      });
    return toEntity(DepartmentUser, views.departmentUser(row));
  }

  async removeFromDepartment(organizationId: string, departmentId: string, userId: string): Promise<void> {
    const { db, access } = this.context;
    requireId(userId);
    access.forDepartment(organizationId, departmentId, "manageDepartmentUsers");
    const membership = access.membership(departmentId, userId);
    db.removeMembership(membership.id);
    await this.context.recordChange({
      organizationId,
      departmentId,
      kind: "DEPARTMENT_MEMBER_REMOVED",
      subject: personSubject(this.context.db, userId),
      before: { role: membership.role },
      after: null,
    });
  }
}

import { changedFields } from "../../../core/audit/changed-fields.ts";
import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import type { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { teamTierRefusal } from "../../../core/organization/team-limits.ts";
import {
  type DepartmentsInvitation,
  InviteToDepartmentsDto,
  UserDepartmentsDto,
} from "../../../core/organization/user-departments.dto.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { failure } from "./organization-access.ts";
import { personSubject } from "./organization-audit-subjects.ts";
import type { OrganizationContext } from "./organization-context.ts";

/** The organization's people and their departments, in memory. */
export class MemoryOrganizationMembersGateway implements OrganizationMembersGateway {
  constructor(private readonly context: OrganizationContext) {}

  async listMembers(organizationId: string): Promise<OrganizationMember[]> {
    const { db, access, views } = this.context;
    access.forOrganization(organizationId, "viewMembers");
    const userIds = new Set(
      db.departmentUsers.where((row) => row.organizationId === organizationId).map((row) => row.userId),
    );
    const members = [...userIds].map((userId) => views.member(organizationId, userId));
    return toEntities(
      OrganizationMember,
      members.sort((a, b) => a.email.localeCompare(b.email)),
    );
  }

  async inviteToDepartments(
    organizationId: string,
    invitation: DepartmentsInvitation,
  ): Promise<OrganizationMember> {
    const { db, access, views } = this.context;
    const { organization } = access.forOrganization(organizationId, "manageMembers");
    const input = access.validated(InviteToDepartmentsDto, invitation);
    const departmentIds = this.existingDepartments(organizationId, input.departments);
    const account = db.accountFor(input.email);
    const people = access.peopleIn(organizationId);
    const owner = db.accounts.get(organization.ownerId);
    access.refuse(teamTierRefusal(owner.teamLimits, people.size, people.has(account.id) ? 0 : 1));
    const before = this.departmentNamesOf(organizationId, account.id);
    this.joinDepartments(organizationId, account.id, departmentIds);
    const changed = changedFields(
      { departments: before },
      { departments: this.departmentNamesOf(organizationId, account.id) },
    );
    if (changed)
      await this.context.recordChange({
        organizationId,
        kind: "MEMBER_INVITED",
        subject: personSubject(db, account.id),
        // Someone in no department yet is new to the organization: nothing before.
        before: before.length > 0 ? changed.before : null,
        after: changed.after,
      });
    return toEntity(OrganizationMember, views.member(organizationId, account.id));
  }

  async setMemberDepartments(
    organizationId: string,
    userId: string,
    departments: readonly string[],
  ): Promise<OrganizationMember> {
    const { db, access, views } = this.context;
    access.forOrganization(organizationId, "manageMembers");
    const input = access.validated(UserDepartmentsDto, { departments });
    const departmentIds = this.existingDepartments(organizationId, input.departments);
    const current = this.membershipsOf(organizationId, userId);
    const before = this.departmentNamesOf(organizationId, userId);
    for (const row of current.filter((membership) => !departmentIds.includes(membership.departmentId))) {
      db.removeMembership(row.id);
    }
    this.joinDepartments(organizationId, userId, departmentIds);
    const changed = changedFields(
      { departments: before },
      { departments: this.departmentNamesOf(organizationId, userId) },
    );
    if (changed)
      await this.context.recordChange({
        organizationId,
        kind: "MEMBER_DEPARTMENTS_CHANGED",
        subject: personSubject(this.context.db, userId),
        ...changed,
      });
    return toEntity(OrganizationMember, views.member(organizationId, userId));
  }

  async removeMember(organizationId: string, userId: string): Promise<void> {
    requireId(userId);
    this.context.access.forOrganization(organizationId, "manageMembers");
    const memberships = this.membershipsOf(organizationId, userId);
    const before = this.departmentNamesOf(organizationId, userId);
    for (const row of memberships) this.context.db.removeMembership(row.id);
    await this.context.recordChange({
      organizationId,
      kind: "MEMBER_REMOVED",
      subject: personSubject(this.context.db, userId),
      before: { departments: before },
      after: null,
    });
  }

  /** The names of someone's departments in the organization, sorted, as the audit log keeps them. */
  private departmentNamesOf(organizationId: string, userId: string): string[] {
    const { db } = this.context;
    return db.departmentUsers
      .where((row) => row.organizationId === organizationId && row.userId === userId)
      .map((row) => db.departments.get(row.departmentId).name)
      .sort((a, b) => a.localeCompare(b));
  }

  /** A member's department memberships; a 404 for someone who has none. */
  private membershipsOf(organizationId: string, userId: string) {
    const rows = this.context.db.departmentUsers.where(
      (row) => row.organizationId === organizationId && row.userId === userId,
    );
    if (rows.length === 0) throw failure(notFound("user"));
    return rows;
  }

  private existingDepartments(organizationId: string, departmentIds: readonly string[]): string[] {
    return [...new Set(departmentIds)].map((id) => this.context.access.departmentOf(organizationId, id).id);
  }

  /** Adds the person, as MEMBER, to those of the departments they are not in yet. */
  private joinDepartments(organizationId: string, userId: string, departmentIds: readonly string[]): void {
    const { db } = this.context;
    const already = new Set(
      db.departmentUsers.where((row) => row.userId === userId).map((row) => row.departmentId),
    );
    const now = db.timestamp();
    for (const departmentId of departmentIds.filter((id) => !already.has(id))) {
      db.departmentUsers.insert({
        id: db.newId("du"),
        organizationId,
        departmentId,
        userId,
        role: DepartmentRole.MEMBER,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
}

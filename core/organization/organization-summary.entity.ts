import { AsDate, AsList, Derived } from "../mapping/entity-decorators.ts";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";
import type { OrganizationStatus } from "./organization-status.ts";

/** Something that happened in the organization lately, for the overview. */
export class RecentActivity {
  readonly description!: string;
  readonly type!: string;
  @AsDate() readonly createdAt!: Date;
}

/** A department the signed-in person belongs to, with their role there. */
export class MembershipSummary {
  readonly id!: string;
  readonly name!: string;
  readonly role!: DepartmentRole;
}

interface SummaryRoles {
  readonly role?: string | null;
  readonly departments?: readonly { readonly role?: string }[] | null;
}

/**
 * The signed-in person's organization as GET /organization describes it (SPEC §3), with the flags the
 * screens derive from their roles.
 */
export class OrganizationSummary {
  readonly id!: string;
  readonly name!: string;
  readonly status!: OrganizationStatus;
  readonly totalDepartments!: number;
  readonly totalUsers!: number;
  @AsList(() => RecentActivity) readonly recentActivities!: readonly RecentActivity[];
  /** The person's organization-wide role; null when they only belong to departments. */
  readonly role!: OrganizationRole | null;
  @AsList(() => MembershipSummary) readonly departments!: readonly MembershipSummary[];

  @Derived((record: SummaryRoles) => record.role === OrganizationRole.OWNER)
  readonly isOwner!: boolean;

  @Derived((record: SummaryRoles) => record.role === OrganizationRole.SUPER_ADMIN)
  readonly isSuperAdmin!: boolean;

  /** Admin of at least one department (the department-admin flag of SPEC §6). */
  @Derived(
    (record: SummaryRoles) => record.departments?.some((d) => d.role === DepartmentRole.ADMIN) ?? false,
  )
  readonly hasAdminRole!: boolean;
}

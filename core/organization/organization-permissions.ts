import { DepartmentRole, OrganizationRole } from "./organization-role.ts";
import { passesRank, type RankedRole } from "./permission-rank.ts";
import { type Refusal, refusal } from "./refusal.ts";

/**
 * What someone may do in an organization, and the least role each needs (SPEC §6 leaves the exact rules open;
 * these are the gateway's). Shared rule: the memory adapter and the reference gateway both consult this table.
 * `null` means any person of the organization may.
 */
export const REQUIRED_ROLE = {
  viewOrganization: null,
  manageSuperAdmins: OrganizationRole.SUPER_ADMIN,
  createDepartment: OrganizationRole.SUPER_ADMIN,
  viewDepartment: null,
  editDepartment: DepartmentRole.ADMIN,
  viewDepartmentUsers: DepartmentRole.ADMIN,
  manageDepartmentUsers: DepartmentRole.ADMIN,
  viewMembers: DepartmentRole.ADMIN,
  manageMembers: OrganizationRole.SUPER_ADMIN,
  manageOrganizationModels: OrganizationRole.SUPER_ADMIN,
  assignDepartmentModels: DepartmentRole.ADMIN,
  /** Someone else's keys; a person always manages their own. */
  manageApiKeys: DepartmentRole.ADMIN,
  viewReport: DepartmentRole.ADMIN,
  /** A department's budget alert thresholds and forecast warning; anyone of the department reads them. */
  editBudgetAlerts: DepartmentRole.ADMIN,
  /** The organization's webhook: its URL, secret, test and delivery log. */
  manageWebhook: OrganizationRole.SUPER_ADMIN,
  /** The organization's retention of department traffic; anyone of the organization reads it. */
  editOrganizationRetention: OrganizationRole.SUPER_ADMIN,
  /** The organization's settings (the embedding model of its policy documents); anyone of it reads them. */
  editOrganizationSettings: OrganizationRole.SUPER_ADMIN,
  /** A department's compliance evidence bundle: its requests' metadata, settings history and the chain's head. */
  downloadEvidence: DepartmentRole.ADMIN,
  /** Request bodies inside that bundle: what people asked and were answered, in any department. */
  includeEvidenceBodies: OrganizationRole.SUPER_ADMIN,
  /** The organization's audit log: its entries, their verification and export (issue 29). */
  viewAuditLog: OrganizationRole.SUPER_ADMIN,
} as const satisfies Record<string, RankedRole | null>;

export type OrganizationAction = keyof typeof REQUIRED_ROLE;

/**
 * Whether a role may perform an action. For a department's action pass the person's strongest role for that
 * department; for an organization-wide one, their strongest role anywhere in it.
 */
export function mayPerform(action: OrganizationAction, role: string | null | undefined): boolean {
  return passesRank(role, REQUIRED_ROLE[action]);
}

export const NOT_IN_ORGANIZATION = "You do not belong to this organization.";
export const NOT_IN_DEPARTMENT = "You do not belong to this department.";

/** The 403 for someone whose role does not reach the one required. */
export function roleTooLow(required: RankedRole): Refusal {
  return refusal(403, `This needs the ${required} role or higher.`);
}

/** Refusal of an action the role may not perform, or null when it may. */
export function permissionRefusal(
  action: OrganizationAction,
  role: string | null | undefined,
): Refusal | null {
  const required = REQUIRED_ROLE[action];
  return required && !mayPerform(action, role) ? roleTooLow(required) : null;
}

/** Refusal of a department's action: the person must belong to it (or run the organization) and reach the rank. */
export function departmentPermissionRefusal(
  action: OrganizationAction,
  roleInDepartment: string | null,
): Refusal | null {
  return roleInDepartment ? permissionRefusal(action, roleInDepartment) : refusal(403, NOT_IN_DEPARTMENT);
}

/** Refusal of an organization-wide action: the person must belong to it and reach the rank with their strongest role. */
export function organizationPermissionRefusal(
  action: OrganizationAction,
  strongestRole: string | null,
): Refusal | null {
  return strongestRole ? permissionRefusal(action, strongestRole) : refusal(403, NOT_IN_ORGANIZATION);
}

/**
 * A record last changed by a higher role stays as that role left it: someone may change or delete it only when
 * their rank reaches the rank recorded in its lastModifiedByRole (SPEC §6 "records carry lastModifiedByRole").
 */
export function mayOverride(
  role: string | null | undefined,
  lastModifiedByRole: RankedRole | null | undefined,
): boolean {
  return passesRank(role, lastModifiedByRole ?? null);
}

export function overrideRefusal(what: string, lastModifiedByRole: RankedRole): Refusal {
  return refusal(
    403,
    `${what} was last changed by ${lastModifiedByRole}; only ${lastModifiedByRole} or a higher role may change it.`,
  );
}

import { actingRole, type Permission, permissionFor } from "../../../core/organization/acting-role.ts";
import type { OrganizationAction } from "../../../core/organization/organization-permissions.ts";
import type { OrganizationStore } from "../../../core/organization/organization-store.ts";
import type { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import { readOrganizationSummary } from "../../../core/organization/read-organization-summary.ts";

/** The signed-in person's organization as the organization pages see it. */
export interface OrganizationScope {
  /** null: the person has no organization (or it is not loaded yet). */
  readonly summary: OrganizationSummary | null;
  readonly organizationId: string | null;
  /** The role they act with organization-wide (see core `actingRole`). */
  readonly role: ReturnType<typeof actingRole>;
  /** Whether their organization-wide role may take an action, and if not which role may. */
  can(action: OrganizationAction): Permission;
}

export function scopeOf(summary: OrganizationSummary | null): OrganizationScope {
  const role = actingRole(summary);
  return {
    summary,
    organizationId: summary?.id ?? null,
    role,
    can: (action) => permissionFor(action, role),
  };
}

/** The organization the shell loaded after sign-in, as it stands now. */
export function currentOrganizationScope(store: Pick<OrganizationStore, "current">): OrganizationScope {
  return scopeOf(readOrganizationSummary(store.current().organization));
}

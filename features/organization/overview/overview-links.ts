import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { OrganizationAction } from "../../../core/organization/organization-permissions.ts";
import { RouteName } from "../../../core/routing/route-name.ts";

/** The other organization pages, each with what a person must be allowed to open it usefully. */
const OVERVIEW_LINKS: readonly { readonly route: RouteName; readonly action: OrganizationAction }[] = [
  { route: RouteName.ORGANIZATION_DEPARTMENT_PAGE, action: "viewOrganization" },
  { route: RouteName.ORGANIZATION_USER_PAGE, action: "viewMembers" },
  { route: RouteName.ORGANIZATION_MODEL_PAGE, action: "viewOrganization" },
  { route: RouteName.ORGANIZATION_REPORT_PAGE, action: "viewReport" },
  { route: RouteName.ORGANIZATION_ANALYTICS_PAGE, action: "viewReport" },
  { route: RouteName.ORGANIZATION_ACTIVITY_PAGE, action: "viewAuditLog" },
];

/** The organization pages someone acting with this role may use, in the navigation's order. */
export function overviewLinksFor(role: string | null): readonly RouteName[] {
  if (!role) return [];
  return OVERVIEW_LINKS.filter((link) => permissionFor(link.action, role).allowed).map((link) => link.route);
}

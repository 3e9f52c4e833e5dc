import { needsAdminText } from "../../../../features/organization/report/needs-admin-text.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationScope } from "./organization-scope.ts";

/**
 * What the report and the organization's Usage view say instead of figures to someone of the organization whose
 * role does not reach ADMIN, as one text; null when they show figures (or the person has no organization).
 */
export function reportExplanation(screen: CoreScreenContext): string | null {
  const { summary, role, can } = organizationScope(screen);
  const permission = can("viewReport");
  if (!summary || permission.allowed || !permission.requiredRole) return null;
  const { title, description } = needsAdminText(screen.i18n().t, permission, role);
  return `${title} ${description}`;
}

import type { TFunction } from "i18next";
import type { Permission } from "../../../core/organization/acting-role.ts";
import type { HeldRole } from "../../../core/organization/person-roles.ts";

/** Why someone without an admin role sees no requests or figures: the role needed against the one they hold. */
export function needsAdminText(
  t: TFunction,
  permission: Permission,
  role: HeldRole | null,
): { readonly title: string; readonly description: string } {
  const roleName = (name: HeldRole | null) =>
    name ? t(`organization.shared.roles.${name}`) : t("common.notAvailable");
  return {
    title: t("organization.report.memberExplanation.title"),
    description: t("organization.report.memberExplanation.description", {
      role: roleName(permission.requiredRole),
      current: roleName(role),
    }),
  };
}

import type { TFunction } from "i18next";
import type { Permission } from "../../../core/organization/acting-role.ts";

/** Why an action is out of reach ("Needs the Super admin role or higher."), or null when it is allowed. */
export function permissionReason(t: TFunction, permission: Permission): string | null {
  if (permission.allowed || !permission.requiredRole) return null;
  return t("organization.shared.needsRole", {
    role: t(`organization.shared.roles.${permission.requiredRole}`),
  });
}

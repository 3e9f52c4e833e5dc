import { useTranslation } from "react-i18next";
import type { Permission } from "../../../core/organization/acting-role.ts";
import { permissionReason } from "./permission-reason.ts";

/** Why an action is out of reach ("Needs the Super admin role or higher."), or null when it is allowed. */
export function usePermissionReason(permission: Permission): string | null {
  const { t } = useTranslation();
  return permissionReason(t, permission);
}

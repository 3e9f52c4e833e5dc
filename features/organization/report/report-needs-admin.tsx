import { NonIdealState } from "@blueprintjs/core";
import { Lock } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { Permission } from "../../../core/organization/acting-role.ts";
import type { HeldRole } from "../../../core/organization/person-roles.ts";
import { needsAdminText } from "./needs-admin-text.ts";

/** Why someone without an admin role sees no requests: the report needs ADMIN or higher in a department. */
export function ReportNeedsAdmin({ permission, role }: { permission: Permission; role: HeldRole | null }) {
  const { t } = useTranslation();
  const { title, description } = needsAdminText(t, permission, role);
  return (
    <div className="organization-report-state" data-testid="report-needs-admin">
      <NonIdealState icon={<Lock size={48} />} title={title} description={description} />
    </div>
  );
}

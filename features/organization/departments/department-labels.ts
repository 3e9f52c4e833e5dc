import type { TFunction } from "i18next";
import { formatUsd } from "../../../core/money/format-usd.ts";
import type { ComplianceFramework } from "../../../core/organization/compliance-framework.ts";
import type { DataResidency } from "../../../core/organization/data-residency.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import type { PiiHandling } from "../../../core/organization/pii-handling.ts";
import type { SettingAccess } from "./department-setting-access.ts";
import { spentThisMonth } from "./department-spend.ts";

/** How the departments page names a department's settings, in the interface language. */
export const departmentLabels = {
  framework: (t: TFunction, framework: ComplianceFramework) =>
    t(`organization.departments.frameworks.${framework}`),
  piiHandling: (t: TFunction, handling: PiiHandling) => t(`organization.departments.piiHandling.${handling}`),
  residency: (t: TFunction, residency: DataResidency) => t(`organization.departments.residency.${residency}`),
  role: (t: TFunction, role: OrganizationRole | DepartmentRole) => t(`organization.shared.roles.${role}`),
  /** A kind the gateway names that this interface does not know keeps the gateway's own name. */
  piiEntity: (t: TFunction, entity: string) =>
    isKnownEntity(entity) ? t(`organization.departments.piiEntities.${entity}`) : entity,
  /**
   * Which role changed a setting last; when that role outranks the person's, why they may not change it. The
   * reason is only given to someone who may otherwise edit: a reader is told once, above the form.
   */
  origin: (t: TFunction, access: SettingAccess, canEdit: boolean) => {
    if (!access.lastChangedBy) return t("organization.departments.settings.neverChanged");
    const role = departmentLabels.role(t, access.lastChangedBy);
    return access.locked && canEdit
      ? t("organization.departments.settings.lockedBy", { role })
      : t("organization.departments.settings.lastChangedBy", { role });
  },
  /** "$12.40 of $2,500.00", or the spend alone when there is no budget. */
  spend: (t: TFunction, department: Department) => {
    const spent = formatUsd(spentThisMonth(department));
    return department.monthlyBudgetInDollar === null
      ? t("organization.departments.spentNoBudget", { spent })
      : t("organization.departments.spentOfBudget", {
          spent,
          budget: formatUsd(department.monthlyBudgetInDollar),
        });
  },
};

function isKnownEntity(entity: string): entity is PiiEntity {
  return Object.hasOwn(PiiEntity, entity);
}

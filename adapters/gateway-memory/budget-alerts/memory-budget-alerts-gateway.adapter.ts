import { changedFields, type Snapshot } from "../../../core/audit/changed-fields.ts";
import { budgetAlertSettingsRefusal } from "../../../core/budget-alerts/budget-alert-settings-change.ts";
import type { BudgetAlertSettingsJson } from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import {
  budgetAlertSettingsProblems,
  validBudgetAlertSettings,
} from "../../../core/budget-alerts/budget-alert-settings-rules.ts";
import type { BudgetAlertsGateway } from "../../../core/budget-alerts/budget-alerts-gateway.port.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { invalidInput } from "../../../core/organization/refusal.ts";
import { departmentSubject } from "../organization/organization-audit-subjects.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";

/** Departments' budget alert settings in memory: anyone of the department reads them, its admins and above edit. */
export class MemoryBudgetAlertsGateway implements BudgetAlertsGateway {
  constructor(private readonly context: OrganizationContext) {}

  async settings(organizationId: string, departmentId: string): Promise<BudgetAlertSettingsJson> {
    this.context.access.forDepartment(organizationId, departmentId, "viewDepartment");
    return this.context.budgetAlerts.settingsOf(departmentId).settings;
  }

  async save(
    organizationId: string,
    departmentId: string,
    settings: BudgetAlertSettingsJson,
  ): Promise<BudgetAlertSettingsJson> {
    const { access, budgetAlerts } = this.context;
    const { role } = access.forDepartment(organizationId, departmentId, "editBudgetAlerts");
    access.refuse(invalidInput(budgetAlertSettingsProblems(settings).map((problem) => problem.message)));
    const update = validBudgetAlertSettings(settings) as BudgetAlertSettingsJson;
    const current = budgetAlerts.settingsOf(departmentId);
    access.refuse(
      budgetAlertSettingsRefusal(current.settings, current.lastModifiedByRole, update, role as RankedRole),
    );
    budgetAlerts.saveSettings(departmentId, { settings: update, lastModifiedByRole: role as RankedRole });
    const changed = changedFields(current.settings as unknown as Snapshot, update as unknown as Snapshot);
    if (changed)
      await this.context.recordChange({
        organizationId,
        departmentId,
        kind: "BUDGET_ALERTS_CHANGED",
        subject: departmentSubject(this.context.db.departments.get(departmentId)),
        ...changed,
      });
    return update;
  }
}

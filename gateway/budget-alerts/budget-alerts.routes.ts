import type { FastifyInstance } from "fastify";
import { changedFields } from "../../core/audit/changed-fields.ts";
import { budgetAlertSettingsRefusal } from "../../core/budget-alerts/budget-alert-settings-change.ts";
import type { BudgetAlertSettingsJson } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import {
  budgetAlertSettingsProblems,
  validBudgetAlertSettings,
} from "../../core/budget-alerts/budget-alert-settings-rules.ts";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import { authenticate } from "../identity/authenticate.ts";
import { auditedChange } from "../organization/audited-change.ts";
import { lockedDepartment } from "../organization/departments/departments.repository.ts";
import { refuseNulCharacters } from "../organization/nul-characters.ts";
import { type DepartmentRoute, departmentCall } from "../organization/organization-access.ts";
import { refuse } from "../organization/organization-problems.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest } from "../server/http-problem.ts";
import { inputFields } from "../server/validated-input.ts";
import { budgetAlertSettingsOf, saveBudgetAlertSettings } from "./budget-alert-settings.repository.ts";
import { BUDGET_ALERTS_OPERATIONS } from "./budget-alerts.operations.ts";

const PATH = "/organization/:orgId/departments/:depId/budget-alerts";

/** A department's budget alerts: read by anyone of the department, saved by its admins and above. */
export async function budgetAlertsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock, identity } = deps;
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(db, identity));
    scope.addHook("preHandler", refuseNulCharacters);

    scope.get<DepartmentRoute>(PATH, { schema: BUDGET_ALERTS_OPERATIONS.get }, async (request) => {
      const { department } = await departmentCall(db, request, "viewDepartment");
      return (await budgetAlertSettingsOf(db, department.id)).settings;
    });

    scope.put<DepartmentRoute>(PATH, { schema: BUDGET_ALERTS_OPERATIONS.save }, async (request) => {
      const { department, role } = await departmentCall(db, request, "editBudgetAlerts");
      const input = inputFields(request.body);
      const update = validBudgetAlertSettings(input);
      if (!update)
        throw badRequest(...new Set(budgetAlertSettingsProblems(input).map(({ message }) => message)));
      const by = { organizationId: department.organizationId, role };
      await auditedChange(deps, request, by, async (tx, record) => {
        await lockedDepartment(tx, department.id);
        const kept = await budgetAlertSettingsOf(tx, department.id);
        refuse(
          budgetAlertSettingsRefusal(kept.settings, kept.lastModifiedByRole, update, role as RankedRole),
        );
        const before = kept.settings;
        const now = new Date(clock.now()).toISOString();
        await saveBudgetAlertSettings(tx, department.id, update, role as RankedRole, now);
        const changed = changedFields(budgetAlertsSnapshot(before), budgetAlertsSnapshot(update));
        const subject = { type: "department", id: department.id, name: department.name };
        if (changed)
          await record({ kind: "BUDGET_ALERTS_CHANGED", departmentId: department.id, subject, ...changed });
      });
      return update;
    });
  });
}

function budgetAlertsSnapshot(settings: BudgetAlertSettingsJson) {
  return { thresholds: [...settings.thresholds], forecastWarning: settings.forecastWarning };
}

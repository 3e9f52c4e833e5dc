import type { FastifyInstance } from "fastify";
import { budgetAlertSettingsRefusal } from "../../core/budget-alerts/budget-alert-settings-change.ts";
import {
  budgetAlertSettingsProblems,
  validBudgetAlertSettings,
} from "../../core/budget-alerts/budget-alert-settings-rules.ts";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import { authenticate } from "../identity/authenticate.ts";
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
export async function budgetAlertsRoutes(
  app: FastifyInstance,
  { db, clock, identity }: GatewayDeps,
): Promise<void> {
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
      const kept = await budgetAlertSettingsOf(db, department.id);
      refuse(budgetAlertSettingsRefusal(kept.settings, kept.lastModifiedByRole, update, role as RankedRole));
      await saveBudgetAlertSettings(
        db,
        department.id,
        update,
        role as RankedRole,
        new Date(clock.now()).toISOString(),
      );
      return update;
    });
  });
}

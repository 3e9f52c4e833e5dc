import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import {
  CAST,
  CAST_DEPARTMENTS,
  CAST_ORGANIZATION_ID,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { BudgetAlertsGateway } from "../../../core/budget-alerts/budget-alerts-gateway.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { departmentAs } from "../department-resources/department-panel.test-helper.ts";
import type { BudgetAlertsState } from "./budget-alerts.state.ts";
import type { BudgetAlertsViewModel } from "./budget-alerts.view-model.ts";
import { createBudgetAlertsViewModel } from "./budget-alerts.view-model-factory.ts";

const RESEARCH = { organizationId: CAST_ORGANIZATION_ID, departmentId: CAST_DEPARTMENTS.research };

/** Research's budget alerts as this person sees them. */
async function researchAlertsAs(userId: string, gateways = CastOrganizationMother.create().gateways()) {
  const { notifier, panel } = await departmentAs(gateways, RESEARCH, userId);
  const services = screenServicesForTest((bind) => {
    bind(BudgetAlertsGateway, gateways.budgetAlerts);
    bind(Notifier, notifier as unknown as Notifier);
  });
  const viewModel = disposedAfterTest(createBudgetAlertsViewModel(services, panel));
  await settled(viewModel);
  return { viewModel, gateways, notifier };
}

function settled(viewModel: BudgetAlertsViewModel): Promise<BudgetAlertsState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

const rulesBroken = (state: BudgetAlertsState) => state.problems.map(({ rule, value }) => `${rule}:${value}`);

describe("a department's budget alerts panel", () => {
  it("starts from the defaults: 50, 80 and 100 % with the forecast warning", async () => {
    const { viewModel } = await researchAlertsAs(CAST.researchAdmin.id);
    expect(viewModel.current()).toMatchObject({
      draft: { thresholds: [50, 80, 100], forecastWarning: true },
      edit: { allowed: true },
      unsaved: false,
      hasBudget: true,
    });
  });

  it("adds and removes percents, keeps them in order, and saves them for the department", async () => {
    const { viewModel, gateways, notifier } = await researchAlertsAs(CAST.researchAdmin.id);
    viewModel.typeThreshold("90");
    viewModel.addThreshold();
    viewModel.removeThreshold(50);
    viewModel.setForecastWarning(false);
    expect(viewModel.current()).toMatchObject({
      draft: { thresholds: [80, 90, 100], forecastWarning: false, newThreshold: "" },
      unsaved: true,
    });
    await viewModel.save();
    expect(await gateways.budgetAlerts.settings(CAST_ORGANIZATION_ID, CAST_DEPARTMENTS.research)).toEqual({
      thresholds: [80, 90, 100],
      forecastWarning: false,
    });
    expect(viewModel.current().unsaved).toBe(false);
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Budget alerts of Research saved.",
      intent: "positive",
    });
  });

  it("refuses a percent that is not whole, out of range or already there, saying which", async () => {
    const { viewModel } = await researchAlertsAs(CAST.researchAdmin.id);
    for (const typed of ["12.5", "0", "1001", "eighty"]) {
      viewModel.typeThreshold(typed);
      viewModel.addThreshold();
      expect(rulesBroken(viewModel.current()), typed).toEqual([`wholePercent:${typed}`]);
    }
    viewModel.typeThreshold("80");
    viewModel.addThreshold();
    expect(rulesBroken(viewModel.current())).toEqual(["repeated:80"]);
    expect(viewModel.current().draft.thresholds).toEqual([50, 80, 100]);
    viewModel.typeThreshold("8");
    expect(viewModel.current().problems).toEqual([]);
  });

  it("is read-only for a member, with the role that may change it", async () => {
    const { viewModel } = await researchAlertsAs(CAST.researcher.id);
    viewModel.removeThreshold(50);
    await viewModel.save();
    expect(viewModel.current()).toMatchObject({
      draft: { thresholds: [50, 80, 100] },
      edit: { allowed: false, requiredRole: "ADMIN" },
    });
  });
});

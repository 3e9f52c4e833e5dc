// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { OrganizationSeedMother } from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { BudgetAlertsGateway } from "../../../core/budget-alerts/budget-alerts-gateway.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

/** Research's alerts tab as its organization's owner; Research has a budget and no alert set yet. */
async function openResearchAlerts() {
  const gateways = OrganizationSeedMother.create()
    .department({ id: "dep-research", name: "Research", monthlyBudgetInDollar: 1000 })
    .gateways();
  const app = await renderApp("/organization/departments?department=dep-research&tab=alerts", {
    signedIn: true,
    organizationGateway: gateways.organization,
    rebind: (container) => {
      container.rebind(DepartmentsGateway).toConstantValue(gateways.departments);
      container.rebind(BudgetAlertsGateway).toConstantValue(gateways.budgetAlerts);
    },
  });
  const panel = await screen.findByTestId("budget-alerts");
  await within(panel).findAllByTestId("budget-alert-threshold");
  return { app, panel };
}

const listed = (panel: HTMLElement) =>
  within(panel)
    .getAllByTestId("budget-alert-threshold")
    .map((item) => item.dataset.threshold);

describe("a department's budget alerts tab", () => {
  it("lists 50, 80 and 100 % with the forecast warning on, and saves a changed list", async () => {
    const { app, panel } = await openResearchAlerts();
    expect(listed(panel)).toEqual(["50", "80", "100"]);
    expect((within(panel).getByRole("switch") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(panel).getByRole("button", { name: "Remove 50%" }));
    await userEvent.type(within(panel).getByLabelText("Add a percentage"), "90{Enter}");
    expect(listed(panel)).toEqual(["80", "90", "100"]);
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(app.toasts()).toContain("Budget alerts of Research saved."));
  });

  it("says why a percent cannot be added, under the field", async () => {
    const { panel } = await openResearchAlerts();
    await userEvent.type(within(panel).getByLabelText("Add a percentage"), "12.5{Enter}");
    expect(within(panel).getByRole("alert").textContent).toBe(
      "“12.5” is not a whole percentage from 1 to 1000.",
    );
    expect(listed(panel)).toEqual(["50", "80", "100"]);
  });
});

// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { MemoryUsageAnalyticsGateway } from "../../../adapters/gateway-memory/usage-analytics/memory-usage-analytics-gateway.adapter.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { UsageAnalyticsGateway } from "../../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { chartsMeasureNothing } from "../../../ui/testing/charts-measure-nothing.ts";
import { renderOrganizationApp } from "../organization-app.test-helper.ts";

chartsMeasureNothing();

const RESEARCHER = { id: "user-researcher", email: "researcher@example.test" };
const ANALYST = { id: "user-analyst", email: "analyst@example.test" };

/** Two departments whose people sent requests to two models over the last days. */
function organization() {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  return OrganizationSeedMother.create()
    .department({ id: "dep-research", name: "Research" })
    .department({ id: "dep-finance", name: "Finance" })
    .member(RESEARCHER, "dep-research")
    .member(ANALYST, "dep-finance", DepartmentRole.ADMIN)
    .request(RESEARCHER, "dep-research", { createdAt: hoursAgo(5), model: "gpt-4o-mini", totalCost: 0.4 })
    .request(RESEARCHER, "dep-research", { createdAt: hoursAgo(30), model: "o3-mini", totalCost: 0.9 })
    .request(ANALYST, "dep-finance", { createdAt: hoursAgo(50), model: "gpt-4o-mini", totalCost: 0.2 });
}

/** The analytics page over one memory organization, its calls made as `actingAs` (the owner unless said otherwise). */
async function openAnalytics(actingAs = OrganizationSeedBuilder.OWNER.id, path = "/organization/analytics") {
  return renderOrganizationApp(organization(), {
    actingAs,
    path,
    rebind: (container, gateways) =>
      container
        .rebind(UsageAnalyticsGateway)
        .toConstantValue(new MemoryUsageAnalyticsGateway([], async () => gateways.context)),
  });
}

async function settled(app: { location: () => string }) {
  await waitFor(() => {
    const panel = screen.getByTestId("organization-analytics");
    expect(panel.dataset.status).not.toBe("loading");
    expect(`/organization/analytics${panel.dataset.address}`).toBe(app.location());
  });
}

const topList = (by: string) =>
  within(screen.getAllByTestId("usage-breakdown").find((table) => table.dataset.by === by) as HTMLElement);
const groups = (by: string) =>
  topList(by)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

// The whole app renders for each case, and the charts load their library: slower than a unit test.
describe("the organization analytics page", { timeout: 20_000 }, () => {
  it("gives the owner the spend per department, per person and per model, costliest first", async () => {
    const { app, gateways } = await openAnalytics();
    await settled(app);
    const names = gateways.context.db.departments.all().map((department) => department.name);
    expect(groups("department").length).toBeGreaterThan(1);
    for (const name of groups("department")) expect(names).toContain(name);
    for (const email of groups("person")) expect(email).toMatch(/@/);
    const costs = topList("model")
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        Number(row.querySelector('[data-column="totalCost"]')?.textContent?.replace(/[^\d.]/g, "")),
      );
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(screen.getByRole("heading", { name: "Top models by spend" })).toBeTruthy();
  });

  it("shows one department when it is chosen, keeping it in the address", async () => {
    const { app } = await openAnalytics();
    await settled(app);
    const [first] = groups("department");
    await userEvent.selectOptions(screen.getByLabelText("Department"), first as string);
    await waitFor(() => expect(app.location()).toMatch(/[?&]department=/));
    await settled(app);
    expect(groups("department")).toEqual([first]);
  });

  it("tells a member that the figures need an admin role, as the report does", async () => {
    await openAnalytics(RESEARCHER.id);
    expect(await screen.findByTestId("report-needs-admin")).toBeTruthy();
    expect(screen.queryByTestId("organization-analytics")).toBeNull();
  });
});

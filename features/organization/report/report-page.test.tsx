// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MemoryOrganizationGateways } from "../../../adapters/gateway-memory/organization/memory-organization-gateways.ts";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { chartsMeasureNothing } from "../../../ui/testing/charts-measure-nothing.ts";
import { renderOrganizationApp } from "../organization-app.test-helper.ts";

chartsMeasureNothing();

const PEOPLE = {
  owner: OrganizationSeedBuilder.OWNER,
  researchAdmin: { id: "user-research-admin", email: "research.admin@example.test" },
  researcher: { id: "user-researcher", email: "researcher@example.test" },
  supportAgent: { id: "user-agent", email: "agent@example.test" },
};

/**
 * Research (governed, 30 requests of its two people over the last days), Support (10 requests) and Marketing
 * (nothing set, one model, no request).
 */
function organization() {
  const built = OrganizationSeedMother.create()
    .department({
      id: "dep-research",
      name: "Research",
      SOC2: true,
      PIIAndSensitive: PiiHandling.PSEUDONYMIZE,
      piiEntities: ["EMAIL_ADDRESS", "PHONE_NUMBER"],
      monthlyBudgetInDollar: 2500,
      lastModifiedByRole: { SOC2: OrganizationRole.OWNER },
    })
    .department({ id: "dep-support", name: "Customer Support" })
    .department({ id: "dep-marketing", name: "Marketing" })
    .member(PEOPLE.researchAdmin, "dep-research", DepartmentRole.ADMIN)
    .member(PEOPLE.researcher, "dep-research")
    .member(PEOPLE.supportAgent, "dep-support")
    .model({ id: "om-mini", name: "gpt-4o-mini" }, ["dep-research", "dep-marketing"]);
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  for (let index = 0; index < 30; index += 1) {
    const sender = index % 2 ? PEOPLE.researchAdmin : PEOPLE.researcher;
    built.request(sender, "dep-research", { createdAt: hoursAgo(index * 7 + 1), totalCost: 0.0001234 });
  }
  for (let index = 0; index < 10; index += 1)
    built.request(PEOPLE.supportAgent, "dep-support", {
      createdAt: hoursAgo(index * 9 + 2),
      totalCost: 0.002,
    });
  return built;
}

/** The report page over one memory organization, its calls made as `actingAs` (the owner unless said otherwise). */
async function openReport(
  { actingAs = PEOPLE.owner.id, path = "/organization/report" } = {},
  prepare: (gateways: MemoryOrganizationGateways) => void = () => {},
) {
  return renderOrganizationApp(organization(), {
    actingAs,
    path,
    prepare,
    rebind: (container, gateways) =>
      container.rebind(OrganizationRequestsGateway).toConstantValue(gateways.requests),
  });
}

const rows = () => screen.findAllByTestId("report-row");
const cellsOf = (column: string) =>
  screen
    .getAllByTestId("report-row")
    .map((row) => row.querySelector(`[data-column="${column}"]`)?.textContent);
const requestIds = () => screen.getAllByTestId("report-row").map((row) => row.dataset.requestId);

/** Waits until the requests shown match the address (the panel says which address it last showed). */
async function settled(app: { location: () => string }) {
  await waitFor(() => {
    const panel = screen.getByTestId("report-requests");
    expect(panel.dataset.status).not.toBe("loading");
    expect(`/organization/report${panel.dataset.address}`).toBe(app.location());
  });
}

// The whole app renders for each case, and the charts load their library: slower than a unit test.
describe("the organization report page", { timeout: 20_000 }, () => {
  it("lists the requests of every department with user, time, department, model, status, error and cost", async () => {
    const { app } = await openReport();
    expect(await rows()).toHaveLength(20);
    await settled(app);
    const header = within(screen.getByTestId("report-table")).getAllByRole("columnheader");
    expect(header.map((cell) => cell.textContent)).toEqual([
      "User",
      "Time",
      "Department",
      "Model",
      "Status",
      "Error",
      "Cost",
    ]);
    expect(cellsOf("user").every((email) => email?.endsWith("@example.test"))).toBe(true);
    expect(cellsOf("time").every((time) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(time ?? ""))).toBe(true);
    expect(cellsOf("cost").every((cost) => /^\$\d+\.\d{7}$/.test(cost ?? ""))).toBe(true);
    expect(screen.getByTestId("report-summary").textContent).toMatch(/^1–20 of \d+ requests$/);
    const departments = within(screen.getByRole("group", { name: "Departments" }));
    expect(departments.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "Customer Support",
      "Marketing",
      "Research",
    ]);
  });

  it("filters by department and pages through the address", async () => {
    const { app } = await openReport();
    await rows();
    await userEvent.click(screen.getByRole("checkbox", { name: "Research" }));
    await waitFor(() =>
      expect(app.location()).toBe("/organization/report?view=requests&department=dep-research"),
    );
    await settled(app);
    expect(new Set(cellsOf("department"))).toEqual(new Set(["Research"]));
    const firstPage = requestIds();
    const pages = within(screen.getByRole("navigation", { name: "Pages of the report" }));
    expect(pages.getAllByRole("button", { name: /^Page \d+$/ }).length).toBeLessThanOrEqual(5);
    await userEvent.click(pages.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(app.location()).toContain("page=2"));
    await settled(app);
    expect(requestIds()).not.toEqual(firstPage);
    expect(new Set(cellsOf("department"))).toEqual(new Set(["Research"]));
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens a shared address with its filters chosen, and offers the department's members as users", async () => {
    const { app } = await openReport({
      path: `/organization/report?view=requests&department=dep-research&user=${PEOPLE.researcher.id}`,
    });
    await rows();
    await settled(app);
    expect((screen.getByRole("checkbox", { name: "Research" }) as HTMLInputElement).checked).toBe(true);
    const user = screen.getByLabelText("User") as HTMLSelectElement;
    expect(user.selectedOptions[0]?.textContent).toBe(PEOPLE.researcher.email);
    expect(new Set(cellsOf("user"))).toEqual(new Set([PEOPLE.researcher.email]));
    expect([...user.options].map((option) => option.textContent)).toContain(PEOPLE.researchAdmin.email);
    expect([...user.options].map((option) => option.textContent)).not.toContain(PEOPLE.supportAgent.email);
  });

  it("draws the four charts over the chosen range, each department a line with its totals", async () => {
    const { app } = await openReport({ path: "/organization/report?department=dep-research" });
    await rows();
    const charts = await screen.findAllByRole("figure", undefined, { timeout: 5000 });
    expect(charts.map((chart) => chart.dataset.metric)).toEqual([
      "requests",
      "spend",
      "energyCost",
      "emissions",
    ]);
    expect(charts.map((chart) => chart.dataset.points)).toEqual(["30", "30", "30", "30"]);
    expect(within(charts[0] as HTMLElement).getByText("Research", { selector: "dt" })).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "7 days" }));
    await waitFor(() => expect(app.location()).toContain("days=7"));
    await waitFor(() =>
      expect(screen.getAllByRole("figure").map((chart) => chart.dataset.points)).toEqual([
        "7",
        "7",
        "7",
        "7",
      ]),
    );
  });

  it("shows only the departments a department admin runs", async () => {
    await openReport({ actingAs: PEOPLE.researchAdmin.id });
    await rows();
    const departments = within(screen.getByRole("group", { name: "Departments" }));
    expect(departments.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "Research",
    ]);
    expect(new Set(cellsOf("department"))).toEqual(new Set(["Research"]));
  });

  it("explains to a member that the report needs an admin role, and still shows them the matrix tab", async () => {
    await openReport({ actingAs: PEOPLE.researcher.id });
    const explanation = await screen.findByTestId("report-needs-admin");
    expect(explanation.textContent).toContain("The report is for department admins");
    expect(explanation.textContent).toContain("needs the Department admin role or higher");
    expect(screen.queryByTestId("report-table")).toBeNull();
    expect(screen.getByRole("tab", { name: "Compliance matrix" })).toBeTruthy();
  });

  it("says the server's words and offers a retry when the report cannot be loaded", async () => {
    const { app, gateways } = await openReport({}, (prepared) => {
      vi.spyOn(prepared.requests, "reportRequests").mockRejectedValueOnce(
        GatewayError.http(503, "The report is being rebuilt"),
      );
    });
    expect(await screen.findByText("The report could not be loaded")).toBeTruthy();
    expect(app.toasts()).toContain("The report is being rebuilt");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await rows()).length).toBeGreaterThan(0);
    expect(gateways.requests.reportRequests).toHaveBeenCalledTimes(2);
  });

  it("reads the compliance matrix: frameworks with the role that set them, PII, residency, budget and models", async () => {
    const { app } = await openReport();
    await userEvent.click(await screen.findByRole("tab", { name: "Compliance matrix" }));
    await waitFor(() => expect(app.location()).toBe("/organization/report?view=matrix"));
    const research = (await screen.findAllByTestId("matrix-row")).find(
      (row) => row.dataset.departmentId === "dep-research",
    ) as HTMLElement;
    const mark = (framework: string) =>
      research.querySelector(`[data-framework="${framework}"]`) as HTMLElement;
    expect(mark("SOC2").dataset.adopted).toBe("true");
    expect(mark("SOC2").textContent).toBe("✓Adoptedset by Owner");
    expect(mark("GDPR").textContent).toBe("—Not adopted");
    const pii = research.querySelector('[data-column="pii"]')?.textContent;
    expect(pii).toContain("Mask PII (pseudonymize)");
    expect(pii).toContain("Entities: EMAIL_ADDRESS, PHONE_NUMBER");
    expect(research.querySelector('[data-column="budget"]')?.textContent).toContain("$2,500.00");
    expect(research.querySelector('[data-column="models"]')?.textContent).toContain("gpt-4o-mini");
    const marketing = screen
      .getAllByTestId("matrix-row")
      .find((row) => row.dataset.departmentId === "dep-marketing") as HTMLElement;
    expect(marketing.querySelector('[data-column="models"]')?.textContent).not.toBe("");
  });
});

// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { memoryOrganizationGateways } from "../../../adapters/gateway-memory/organization/memory-organization-gateways.ts";
import {
  DEMO_DEPARTMENTS,
  DEMO_ORGANIZATION_ID,
} from "../../../adapters/gateway-memory/organization/organization-seed.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

/** The departments page signed in, its organization calls made as one of the memory demo's people. */
async function openDepartments(
  path = "/organization/departments",
  person: keyof typeof DEMO_PEOPLE = "owner",
) {
  const gateways = memoryOrganizationGateways();
  gateways.context.db.actAs(DEMO_PEOPLE[person].id);
  const app = await renderApp(path, {
    signedIn: true,
    organizationGateway: gateways.organization,
    rebind: (container: Container) =>
      container.rebind(DepartmentsGateway).toConstantValue(gateways.departments),
  });
  await screen.findByRole("heading", { level: 1, name: "Departments" });
  return { app, gateways };
}

const rows = () => screen.findAllByTestId("department-row");
const settingsForm = () => screen.findByTestId("department-settings");
const framework = (form: HTMLElement, name: string) =>
  form.querySelector<HTMLElement>(`[data-testid="framework"][data-framework="${name}"]`) as HTMLElement;

describe("the departments page", () => {
  it("lists the departments with their policies, PII handling and spend, and opens one's settings", async () => {
    const { app } = await openDepartments();
    const listed = await rows();
    expect(listed.map((row) => within(row).getByRole("button").textContent)).toEqual([
      "Customer Support",
      "Finance",
      "Marketing",
      "Research",
    ]);
    const finance = listed[1] as HTMLElement;
    expect(within(finance).getByText("GDPR")).toBeTruthy();
    expect(within(finance).getByText("Block PII (anonymize)")).toBeTruthy();
    expect(finance.querySelector('[data-column="budget"]')?.textContent).toMatch(/ of \$800\.00$/);

    await userEvent.click(within(listed[3] as HTMLElement).getByRole("button", { name: "Research" }));
    const form = await settingsForm();
    expect(app.location()).toBe(
      `/organization/departments?department=${DEMO_DEPARTMENTS.research}&tab=settings`,
    );
    expect(within(framework(form, "SOC2")).getByText("Last changed by Owner")).toBeTruthy();
    expect(within(framework(form, "GDPR")).getByText("Not changed yet")).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "Mask PII (pseudonymize)" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("searches the list by name or description, keeping the search in the address", async () => {
    const { app } = await openDepartments();
    await rows();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search departments" }), "audit");
    await waitFor(async () => expect((await rows()).length).toBe(1));
    expect(app.location()).toBe("/organization/departments?q=audit");
  });

  it("opens the department and tab the address names", async () => {
    await openDepartments(`/organization/departments?department=${DEMO_DEPARTMENTS.finance}&tab=settings`);
    const form = await settingsForm();
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Finance");
  });

  it("creates nothing without a name, then creates the department and shows it", async () => {
    const { app, gateways } = await openDepartments();
    await rows();
    await userEvent.click(screen.getByTestId("create-department"));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByTestId("field-error").textContent).toBe("name should not be empty");
    expect(await gateways.departments.listDepartments(DEMO_ORGANIZATION_ID)).toHaveLength(4);

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Legal");
    expect(within(dialog).queryByTestId("field-error")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(app.toasts()).toContain("The department Legal was created."));
    const form = await settingsForm();
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Legal");
    expect(app.location()).toMatch(/\?department=.+&tab=settings$/);
  });

  it("saves the settings, marking unsaved changes until then, and shows who changed them", async () => {
    const { app } = await openDepartments(
      `/organization/departments?department=${DEMO_DEPARTMENTS.marketing}`,
    );
    const form = await settingsForm();
    expect(within(form).queryByTestId("unsaved-changes")).toBeNull();
    await userEvent.click(within(framework(form, "GDPR")).getByRole("switch", { name: "GDPR" }));
    await userEvent.click(within(form).getByRole("radio", { name: "Mask PII (pseudonymize)" }));
    await userEvent.click(await within(form).findByRole("checkbox", { name: "Email address" }));
    const budget = within(form).getByRole("textbox", { name: "Monthly budget" });
    await userEvent.clear(budget);
    await userEvent.type(budget, "1500");
    expect(within(form).getByTestId("unsaved-changes").textContent).toBe("Unsaved changes");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(app.toasts()).toContain("The settings of Marketing were saved."));
    expect(within(form).queryByTestId("unsaved-changes")).toBeNull();
    expect(within(framework(form, "GDPR")).getByText("Last changed by Owner")).toBeTruthy();
    const row = (await rows()).find((found) => found.dataset.departmentId === DEMO_DEPARTMENTS.marketing);
    expect(row?.querySelector('[data-column="pii"]')?.textContent).toBe("Mask PII (pseudonymize)");
    expect(row?.querySelector('[data-column="budget"]')?.textContent).toMatch(/ of \$1,500\.00$/);
  });

  it("asks before throwing unsaved changes away", async () => {
    await openDepartments(`/organization/departments?department=${DEMO_DEPARTMENTS.research}`);
    const form = await settingsForm();
    const name = within(form).getByRole("textbox", { name: "Name" });
    await userEvent.type(name, " lab");
    await userEvent.click(within(form).getByRole("button", { name: "Discard" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("discard-question").textContent).toBe(
      "Discard your unsaved changes to the settings of Research?",
    );
    await userEvent.click(within(alert).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(name).toHaveProperty("value", "Research"));
  });

  it("shows Asia as coming soon, and never lets it be chosen", async () => {
    await openDepartments(`/organization/departments?department=${DEMO_DEPARTMENTS.research}`);
    const form = await settingsForm();
    const residency = within(form).getByTestId("data-residency");
    expect(within(residency).getByRole("radio", { name: /^Asia/ })).toHaveProperty("disabled", true);
    expect(within(residency).getByRole("radio", { name: "EU" })).toHaveProperty("disabled", false);
  });

  it("keeps what a higher role set out of a department admin's reach, saying why", async () => {
    await openDepartments(
      `/organization/departments?department=${DEMO_DEPARTMENTS.research}`,
      "researchAdmin",
    );
    const form = await settingsForm();
    expect(within(framework(form, "SOC2")).getByRole("switch")).toHaveProperty("disabled", true);
    expect(within(framework(form, "SOC2")).getByTestId("setting-origin").textContent).toBe(
      "Last changed by Owner: only Owner or a higher role may change it.",
    );
    expect(within(framework(form, "AI_RMF")).getByRole("switch")).toHaveProperty("disabled", false);
    expect(within(form).queryByTestId("settings-read-only")).toBeNull();
  });

  it("shows a member the settings read-only with the reason, and no way to create a department", async () => {
    await openDepartments(`/organization/departments?department=${DEMO_DEPARTMENTS.research}`, "researcher");
    const form = await settingsForm();
    expect(within(form).getByTestId("settings-read-only-reason").textContent).toBe(
      "Needs the Department admin role or higher.",
    );
    expect(within(framework(form, "GDPR")).getByRole("switch")).toHaveProperty("disabled", true);
    expect(within(form).queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByTestId("create-department")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("permission-reason").title).toBe("Needs the Super admin role or higher.");
  });
});

// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
  type Person,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

const ORG = OrganizationSeedBuilder.ORGANIZATION_ID;
const LAB = "dep-lab";
const AUDIT = "dep-audit";
const EMPTY = "dep-empty";
const PEOPLE: Record<"owner" | "labAdmin" | "labMember", Person> = {
  owner: OrganizationSeedBuilder.OWNER,
  labAdmin: { id: "user-lab-admin", email: "lab.admin@example.test" },
  labMember: { id: "user-lab-member", email: "lab.member@example.test" },
};

/**
 * Three departments: the Lab pseudonymizes PII, with SOC2 set by the owner and AI RMF by a department admin; the
 * Audit team blocks PII under GDPR within a budget; the third has nothing set.
 */
function organization() {
  return OrganizationSeedMother.create()
    .department({
      id: LAB,
      name: "Lab",
      SOC2: true,
      AI_RMF: true,
      PIIAndSensitive: PiiHandling.PSEUDONYMIZE,
      lastModifiedByRole: { SOC2: OrganizationRole.OWNER, AI_RMF: DepartmentRole.ADMIN },
    })
    .department({
      id: AUDIT,
      name: "Audit",
      description: "Audit preparation",
      GDPR: true,
      PIIAndSensitive: PiiHandling.ANONYMIZE,
      monthlyBudgetInDollar: 800,
    })
    .department({ id: EMPTY, name: "Empty" })
    .member(PEOPLE.labAdmin, LAB, DepartmentRole.ADMIN)
    .member(PEOPLE.labMember, LAB);
}

/** The departments page signed in, its organization calls made as one of the people. */
async function openDepartments(path = "/organization/departments", person: keyof typeof PEOPLE = "owner") {
  const gateways = organization().gateways();
  gateways.context.db.actAs(PEOPLE[person].id);
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
      "Audit",
      "Empty",
      "Lab",
    ]);
    const audit = listed[0] as HTMLElement;
    expect(within(audit).getByText("GDPR")).toBeTruthy();
    expect(within(audit).getByText("Block PII (anonymize)")).toBeTruthy();
    expect(audit.querySelector('[data-column="budget"]')?.textContent).toMatch(/ of \$800\.00$/);

    await userEvent.click(within(listed[2] as HTMLElement).getByRole("button", { name: "Lab" }));
    const form = await settingsForm();
    expect(app.location()).toBe(`/organization/departments?department=${LAB}&tab=settings`);
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
    await openDepartments(`/organization/departments?department=${AUDIT}&tab=settings`);
    const form = await settingsForm();
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Audit");
  });

  it("creates nothing without a name, then creates the department and shows it", async () => {
    const { app, gateways } = await openDepartments();
    await rows();
    await userEvent.click(screen.getByTestId("create-department"));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByTestId("field-error").textContent).toBe("name should not be empty");
    expect(await gateways.departments.listDepartments(ORG)).toHaveLength(3);

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Legal");
    expect(within(dialog).queryByTestId("field-error")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(app.toasts()).toContain("The department Legal was created."));
    const form = await settingsForm();
    expect(within(form).getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Legal");
    expect(app.location()).toMatch(/\?department=.+&tab=settings$/);
  });

  it("saves the settings, marking unsaved changes until then, and shows who changed them", async () => {
    const { app } = await openDepartments(`/organization/departments?department=${EMPTY}`);
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
    await waitFor(() => expect(app.toasts()).toContain("The settings of Empty were saved."));
    expect(within(form).queryByTestId("unsaved-changes")).toBeNull();
    expect(within(framework(form, "GDPR")).getByText("Last changed by Owner")).toBeTruthy();
    const row = (await rows()).find((found) => found.dataset.departmentId === EMPTY);
    expect(row?.querySelector('[data-column="pii"]')?.textContent).toBe("Mask PII (pseudonymize)");
    expect(row?.querySelector('[data-column="budget"]')?.textContent).toMatch(/ of \$1,500\.00$/);
  });

  it("asks before throwing unsaved changes away", async () => {
    await openDepartments(`/organization/departments?department=${LAB}`);
    const form = await settingsForm();
    const name = within(form).getByRole("textbox", { name: "Name" });
    await userEvent.type(name, " lab");
    await userEvent.click(within(form).getByRole("button", { name: "Discard" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("discard-question").textContent).toBe(
      "Discard your unsaved changes to the settings of Lab?",
    );
    await userEvent.click(within(alert).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(name).toHaveProperty("value", "Lab"));
  });

  it("shows Asia as coming soon, and never lets it be chosen", async () => {
    await openDepartments(`/organization/departments?department=${LAB}`);
    const form = await settingsForm();
    const residency = within(form).getByTestId("data-residency");
    expect(within(residency).getByRole("radio", { name: /^Asia/ })).toHaveProperty("disabled", true);
    expect(within(residency).getByRole("radio", { name: "EU" })).toHaveProperty("disabled", false);
  });

  it("keeps what a higher role set out of a department admin's reach, saying why", async () => {
    await openDepartments(`/organization/departments?department=${LAB}`, "labAdmin");
    const form = await settingsForm();
    expect(within(framework(form, "SOC2")).getByRole("switch")).toHaveProperty("disabled", true);
    expect(within(framework(form, "SOC2")).getByTestId("setting-origin").textContent).toBe(
      "Last changed by Owner: only Owner or a higher role may change it.",
    );
    expect(within(framework(form, "AI_RMF")).getByRole("switch")).toHaveProperty("disabled", false);
    expect(within(form).queryByTestId("settings-read-only")).toBeNull();
  });

  it("shows a member the settings read-only with the reason, and no way to create a department", async () => {
    await openDepartments(`/organization/departments?department=${LAB}`, "labMember");
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

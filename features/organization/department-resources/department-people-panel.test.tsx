// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { DepartmentUserApiKeysGateway } from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { departmentAs } from "./department-panel.test-helper.ts";
import { renderedPanel } from "./department-panel-render.test-helper.tsx";
import { DepartmentPeoplePanel } from "./department-people-panel.tsx";

const ORG = OrganizationSeedBuilder.ORGANIZATION_ID;
const RESEARCH = { organizationId: ORG, departmentId: "dep-research" };
const PEOPLE = {
  researchAdmin: { id: "user-admin", email: "zoe.admin@example.test" },
  researcher: { id: "user-amara", email: "amara@example.test" },
  financeAdmin: { id: "user-jonas", email: "jonas@example.test" },
};
const AMARA = PEOPLE.researcher.email;
const JONAS = PEOPLE.financeAdmin.email;

/** Research's admin and two members, each with one key; one of them runs another department too. */
function organization() {
  return OrganizationSeedMother.create()
    .department({ id: RESEARCH.departmentId, name: "Research" })
    .department({ id: "dep-finance", name: "Finance" })
    .member(PEOPLE.researchAdmin, RESEARCH.departmentId, DepartmentRole.ADMIN)
    .member(PEOPLE.researcher, RESEARCH.departmentId)
    .member(PEOPLE.financeAdmin, RESEARCH.departmentId)
    .member(PEOPLE.financeAdmin, "dep-finance", DepartmentRole.ADMIN);
}

/** The people tab of Research as one of its people; a change makes the "page" load the department again. */
async function openPeople(person: keyof typeof PEOPLE = "researchAdmin") {
  const research = await departmentAs(organization().gateways(), RESEARCH, PEOPLE[person].id);
  return renderedPanel(research, DepartmentPeoplePanel, (container, gateways) => {
    container.rebind(DepartmentUsersGateway).toConstantValue(gateways.departmentUsers);
    container.rebind(DepartmentUserApiKeysGateway).toConstantValue(gateways.apiKeys);
    container.rebind(OrganizationModelsGateway).toConstantValue(gateways.models);
  });
}

const rows = () => screen.findAllByTestId("department-person-row");
async function rowOf(email: string): Promise<HTMLElement> {
  return (await rows()).find((row) => row.dataset.email === email) as HTMLElement;
}
const cell = (row: HTMLElement, column: string) =>
  row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? "";

describe("a department's people tab", () => {
  it("lists the people by email with their role, number of keys and since when they belong", async () => {
    await openPeople();
    expect((await rows()).map((row) => row.dataset.email)).toEqual([
      AMARA,
      JONAS,
      PEOPLE.researchAdmin.email,
    ]);
    const amara = await rowOf(AMARA);
    expect(
      (within(amara).getByRole("combobox", { name: `Role of ${AMARA}` }) as HTMLSelectElement).value,
    ).toBe("MEMBER");
    expect(cell(amara, "apiKeys")).toBe("1");
    expect(cell(amara, "since")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("makes someone admin of the department", async () => {
    const { view, onChanged, user } = await openPeople();
    await user.selectOptions(within(await rowOf(AMARA)).getByRole("combobox"), "ADMIN");
    await waitFor(() => expect(view.toasts()).toContain(`${AMARA} is now Department admin.`));
    expect(onChanged).toHaveBeenCalled();
  });

  it("creates a named API key with a budget for a member, shows it in full once with a way to copy it, then only masked", async () => {
    const { user } = await openPeople();
    await user.click(within(await rowOf(AMARA)).getByRole("button", { name: `API keys of ${AMARA}: 1` }));
    const keys = screen.getByTestId("department-person-keys");
    await user.click(within(keys).getByRole("button", { name: `Create an API key for ${AMARA}` }));
    const dialog = await screen.findByTestId("api-key-settings-dialog");
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Key 2");
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "Evaluation runs");
    await user.type(within(dialog).getByLabelText("Monthly budget (USD)"), "0.05");
    await user.click(within(dialog).getByRole("button", { name: "Create API key" }));
    const value = (await screen.findByTestId("new-api-key-value")).textContent ?? "";
    expect(value).toMatch(/^mrd-[0-9a-f]{40}$/);
    expect(screen.getByText(`New API key for ${AMARA}`)).toBeTruthy();
    expect(screen.getByText("Copy it now and keep it somewhere safe: it won't be shown again.")).toBeTruthy();
    const masked = `${value.slice(0, 5)}...${value.slice(-5)}`;
    const created = within(keys).getAllByTestId("department-person-key").at(-1) as HTMLElement;
    expect(cell(created, "name")).toBe("Evaluation runs");
    expect(cell(created, "key")).toBe(masked);
    expect(cell(created, "budget")).toBe("$0.00 of $0.05");
    expect(cell(await rowOf(AMARA), "apiKeys")).toBe("2");
    await user.click(screen.getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByTestId("new-api-key-value")).toBeNull();
    expect(document.body.textContent).not.toContain(value);
    expect(document.body.textContent).toContain(masked);
  });

  it("shows everything a key carries: its name, status, expiry, budget, limits, models and who made it", async () => {
    const { user } = await openPeople();
    await user.click(within(await rowOf(AMARA)).getByTestId("department-person-keys-toggle"));
    const key = within(screen.getByTestId("department-person-keys")).getByTestId("department-person-key");
    expect({
      name: cell(key, "name"),
      status: cell(key, "status"),
      expires: cell(key, "expires"),
      limits: cell(key, "limits"),
      models: cell(key, "models"),
      createdBy: cell(key, "createdBy"),
      lastUsed: cell(key, "lastUsed"),
    }).toEqual({
      name: "Key 1",
      status: "Active",
      expires: "Never",
      limits: "None",
      models: "All models",
      createdBy: AMARA,
      lastUsed: "Never",
    });
  });

  it("rotates a key with the grace chosen and shows its new secret once", async () => {
    const { user } = await openPeople();
    await user.click(within(await rowOf(AMARA)).getByTestId("department-person-keys-toggle"));
    const key = within(screen.getByTestId("department-person-keys")).getByTestId("department-person-key");
    const before = cell(key, "key");
    await user.click(within(key).getByRole("button", { name: "Rotate the key Key 1" }));
    const dialog = await screen.findByTestId("rotate-api-key-dialog");
    await user.click(within(dialog).getByRole("radio", { name: "24 hours" }));
    await user.click(within(dialog).getByRole("button", { name: "Rotate" }));
    expect(await screen.findByText("The new secret of Key 1")).toBeTruthy();
    const rotated = within(screen.getByTestId("department-person-keys")).getByTestId("department-person-key");
    expect(cell(rotated, "key")).not.toBe(before);
    expect(cell(rotated, "grace")).toMatch(/^The old secret works until /);
  });

  it("revokes someone's key once the person confirms in an alert naming it", async () => {
    const { view, user } = await openPeople();
    await user.click(within(await rowOf(AMARA)).getByTestId("department-person-keys-toggle"));
    const key = within(screen.getByTestId("department-person-keys")).getByTestId("department-person-key");
    await user.click(within(key).getByRole("button", { name: "Revoke the key Key 1" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("api-key-question").textContent).toContain("Revoke the API key Key 1?");
    await user.click(within(alert).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(view.toasts()).toContain("The API key Key 1 was revoked."));
    const revoked = within(screen.getByTestId("department-person-keys")).getByTestId("department-person-key");
    expect(cell(revoked, "status")).toBe("Revoked");
    expect(within(revoked).getByRole("button", { name: "Rotate the key Key 1" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("deletes someone's key once the person confirms in an alert naming it", async () => {
    const { view, user } = await openPeople();
    await user.click(within(await rowOf(AMARA)).getByTestId("department-person-keys-toggle"));
    const key = within(screen.getByTestId("department-person-keys")).getByTestId("department-person-key");
    await user.click(within(key).getByRole("button", { name: "Delete the key Key 1" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("api-key-question").textContent).toContain("Delete the API key Key 1?");
    await user.click(within(alert).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.toasts()).toContain("The API key Key 1 was deleted."));
    expect(cell(await rowOf(AMARA), "apiKeys")).toBe("0");
  });

  it("removes someone from the department once the person confirms", async () => {
    const { view, user } = await openPeople();
    await user.click(within(await rowOf(JONAS)).getByRole("button", { name: `Remove ${JONAS}` }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("removal-question").textContent).toContain(
      `Remove ${JONAS} from Research?`,
    );
    await user.click(within(alert).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(view.toasts()).toContain(`${JONAS} was removed from the department.`));
    expect((await rows()).map((row) => row.dataset.email)).not.toContain(JONAS);
  });

  it("shows a member why the people of the department are not shown to them", async () => {
    await openPeople("researcher");
    expect((await screen.findByTestId("people-reason")).textContent).toBe(
      "Needs the Department admin role or higher.",
    );
    expect(screen.getByText("The people of Research are not shown to you")).toBeTruthy();
    expect(screen.queryAllByTestId("department-person-row")).toEqual([]);
  });
});

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
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { teamIsFull } from "../../../core/organization/team-limits.ts";
import { renderOrganizationApp } from "../organization-app.test-helper.ts";

const PEOPLE = {
  owner: OrganizationSeedBuilder.OWNER,
  superAdmin: { id: "user-super", email: "super@example.test" },
  researchAdmin: { id: "user-research-admin", email: "research.admin@example.test" },
  researcher: { id: "user-amara", email: "amara@example.test" },
  financeAdmin: { id: "user-finance-admin", email: "finance.admin@example.test" },
  analyst: { id: "user-analyst", email: "analyst@example.test" },
  /** On a tier with organizations, in none yet. */
  newcomer: { id: "user-newcomer", email: "newcomer@example.test" },
};

/** Three departments, a super admin, and people in Research and Finance (the finance admin helps Research). */
function organization() {
  return OrganizationSeedMother.create()
    .department({ id: "dep-research", name: "Research" })
    .department({ id: "dep-finance", name: "Finance" })
    .department({ id: "dep-marketing", name: "Marketing" })
    .superAdmin(PEOPLE.superAdmin)
    .member(PEOPLE.researchAdmin, "dep-research", DepartmentRole.ADMIN)
    .member(PEOPLE.researcher, "dep-research")
    .member(PEOPLE.financeAdmin, "dep-research")
    .member(PEOPLE.financeAdmin, "dep-finance", DepartmentRole.ADMIN)
    .member(PEOPLE.analyst, "dep-finance")
    .account(PEOPLE.newcomer);
}

/**
 * The users page signed in, over one memory organization the test holds: its calls are made as `actingAs` (the
 * owner unless said otherwise), whoever the memory identity provider signed in.
 */
async function openUsers(
  { actingAs = PEOPLE.owner.id, path = "/organization/users" } = {},
  prepare: (gateways: MemoryOrganizationGateways) => void = () => {},
) {
  return renderOrganizationApp(organization(), { actingAs, path, prepare });
}

const memberRows = () => screen.findAllByTestId("member-row");

function rowOf(email: string): HTMLElement {
  const row = screen
    .getAllByTestId("member-row")
    .find((found) => found.querySelector('[data-column="email"]')?.textContent === email);
  if (!row) throw new Error(`${email} is not listed`);
  return row;
}

/** A row's departments as "name role" pairs. */
function departmentsOf(row: HTMLElement): string[] {
  return within(row)
    .queryAllByTestId("member-department")
    .map((tag) => [...tag.querySelectorAll("[data-part]")].map((part) => part.textContent).join(" "));
}

async function openInvitation() {
  await memberRows();
  await userEvent.click(screen.getByTestId("member-invite"));
  return screen.findByRole("dialog");
}

describe("the organization's users page", () => {
  it("lists the owner's organization's members with each department and role", async () => {
    await openUsers();
    await memberRows();
    expect(departmentsOf(rowOf(PEOPLE.researchAdmin.email))).toEqual(["Research Department admin"]);
    expect(departmentsOf(rowOf(PEOPLE.financeAdmin.email)).sort()).toEqual([
      "Finance Department admin",
      "Research Member",
    ]);
  });

  it("invites an address into the departments chosen and lists them there as a member", async () => {
    const { app } = await openUsers();
    const dialog = await openInvitation();
    await userEvent.type(within(dialog).getByLabelText("Email"), "  Ada.Lovelace@Example.com");
    await userEvent.click(within(dialog).getByLabelText("Research"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(departmentsOf(rowOf("ada.lovelace@example.com"))).toEqual(["Research Member"]);
    expect(app.toasts()).toContain("ada.lovelace@example.com was invited.");
  });

  it("sends nothing without a department or with a bad email, and says why under each field", async () => {
    const { gateways } = await openUsers();
    const invite = vi.spyOn(gateways.members, "inviteToDepartments");
    const dialog = await openInvitation();
    await userEvent.type(within(dialog).getByLabelText("Email"), "not-an-email");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
    const errors = within(dialog)
      .getAllByTestId("field-error")
      .map((error) => error.textContent);
    expect(errors).toEqual(["email must be an email", "Departments must contain at least 1 elements."]);
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(invite).not.toHaveBeenCalled();
  });

  it("shows the gateway's refusal of an invitation for a full team in an error toast", async () => {
    const { app, gateways } = await openUsers();
    vi.spyOn(gateways.members, "inviteToDepartments").mockRejectedValueOnce(
      GatewayError.http(403, teamIsFull(25)),
    );
    const dialog = await openInvitation();
    await userEvent.type(within(dialog).getByLabelText("Email"), "one.more@example.com");
    await userEvent.click(within(dialog).getByLabelText("Finance"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
    await waitFor(() =>
      expect(app.toasts()).toContain("Your subscription tier allows at most 25 team members."),
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("changes someone's departments from those they belong to", async () => {
    await openUsers();
    await memberRows();
    await userEvent.click(
      screen.getByRole("button", { name: `Change the departments of ${PEOPLE.researcher.email}` }),
    );
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText("Research") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByLabelText("Research"));
    await userEvent.click(within(dialog).getByLabelText("Marketing"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(departmentsOf(rowOf(PEOPLE.researcher.email))).toEqual(["Marketing Member"]);
  });

  it("removes someone once the person confirms in an alert that names them", async () => {
    const { app } = await openUsers();
    await memberRows();
    const email = PEOPLE.analyst.email;
    await userEvent.click(screen.getByRole("button", { name: `Remove ${email}` }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("removal-question").textContent).toContain(email);
    await userEvent.click(within(alert).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(rowOf(email)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: `Remove ${email}` }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );
    await waitFor(() => expect(() => rowOf(email)).toThrow());
    expect(app.toasts()).toContain(`${email} was removed from the organization's departments.`);
  });

  it("keeps the search in the address and reads it back from there", async () => {
    const { app } = await openUsers({ path: "/organization/users?q=amara" });
    expect((await memberRows()).map((row) => row.dataset.memberId)).toEqual([PEOPLE.researcher.id]);
    const search = screen.getByRole("searchbox", { name: "Search members" });
    await userEvent.clear(search);
    await userEvent.type(search, "nobody-here");
    expect(await screen.findByText("No member matches “nobody-here”")).toBeTruthy();
    expect(app.location()).toBe("/organization/users?q=nobody-here");
  });

  it("shows the owner the super admins, with no way to remove the owner", async () => {
    await openUsers();
    const section = await screen.findByTestId("super-admins");
    const rows = await within(section).findAllByTestId("super-admin-row");
    expect(rows.map((row) => row.querySelector('[data-column="role"]')?.textContent)).toEqual([
      "Owner",
      "Super admin",
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByRole("button", {
        name: `Remove ${PEOPLE.superAdmin.email} as super admin`,
      }),
    ).toBeTruthy();
  });

  it("adds a super admin by email and removes them after a confirmation", async () => {
    const { app } = await openUsers();
    const section = await screen.findByTestId("super-admins");
    await within(section).findAllByTestId("super-admin-row");
    await userEvent.type(
      within(section).getByLabelText("Email of the new super admin"),
      "Chief@Example.com{Enter}",
    );
    await waitFor(() => expect(within(section).getAllByTestId("super-admin-row")).toHaveLength(3));
    expect(app.toasts()).toContain("chief@example.com was added as super admin.");
    await userEvent.click(
      within(section).getByRole("button", { name: "Remove chief@example.com as super admin" }),
    );
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("removal-question").textContent).toContain("chief@example.com");
    await userEvent.click(within(alert).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(section).getAllByTestId("super-admin-row")).toHaveLength(2));
  });

  it("shows the gateway's words when a super admin cannot be added, and says a bad email is one", async () => {
    const { app } = await openUsers();
    const section = await screen.findByTestId("super-admins");
    await within(section).findAllByTestId("super-admin-row");
    const email = within(section).getByLabelText("Email of the new super admin");
    await userEvent.type(email, "chief{Enter}");
    expect(within(section).getByTestId("field-error").textContent).toBe("email must be an email");
    await userEvent.clear(email);
    await userEvent.type(email, `${PEOPLE.superAdmin.email}{Enter}`);
    await waitFor(() =>
      expect(app.toasts()).toContain(`${PEOPLE.superAdmin.email} is already a super admin.`),
    );
  });

  it("shows a super admin the super admins too", async () => {
    await openUsers({ actingAs: PEOPLE.superAdmin.id });
    expect(
      await within(await screen.findByTestId("super-admins")).findAllByTestId("super-admin-row"),
    ).toHaveLength(2);
    expect((screen.getByTestId("member-invite") as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a department admin the members, the invite button disabled with the role it needs", async () => {
    await openUsers({ actingAs: PEOPLE.researchAdmin.id });
    await memberRows();
    const invite = screen.getByTestId("member-invite") as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    expect(invite.getAttribute("aria-description")).toBe("Needs the Super admin role or higher.");
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
    expect(screen.queryByTestId("super-admins")).toBeNull();
  });

  it("tells a department member why the list is not shown", async () => {
    await openUsers({ actingAs: PEOPLE.researcher.id });
    expect(
      await screen.findByText("The organization's people are listed for department admins and above"),
    ).toBeTruthy();
    expect(screen.getByTestId("permission-reason").textContent).toBe(
      "Needs the Department admin role or higher.",
    );
    expect(screen.queryByTestId("member-row")).toBeNull();
    expect(screen.queryByTestId("super-admins")).toBeNull();
  });

  it("offers someone without an organization the way to ask for one", async () => {
    await openUsers({ actingAs: PEOPLE.newcomer.id });
    expect(await screen.findByText("No organization yet")).toBeTruthy();
  });

  it("shows the server's words and a retry when the members cannot be loaded", async () => {
    await openUsers({}, (gateways) => {
      vi.spyOn(gateways.members, "listMembers").mockRejectedValueOnce(
        GatewayError.http(503, "The directory is being rebuilt"),
      );
    });
    expect(await screen.findByText("Could not load the members")).toBeTruthy();
    expect(screen.getByText("The directory is being rebuilt")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await memberRows()).length).toBeGreaterThan(0);
  });
});

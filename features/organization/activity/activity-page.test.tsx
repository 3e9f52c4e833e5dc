// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { AuditLogGateway } from "../../../core/audit/audit-log-gateway.port.ts";
import type { DepartmentSettings } from "../../../core/organization/department-settings.dto.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { renderOrganizationApp } from "../organization-app.test-helper.ts";

const PEOPLE = {
  owner: OrganizationSeedBuilder.OWNER,
  researchAdmin: { id: "user-research-admin", email: "research.admin@example.test" },
};

/** Research, run by its admin, and a Finance department: the log starts with what the seed implies. */
function organization() {
  return OrganizationSeedMother.create()
    .department({ id: "dep-research", name: "Research" })
    .department({ id: "dep-finance", name: "Finance" })
    .member(PEOPLE.researchAdmin, "dep-research", DepartmentRole.ADMIN);
}

/** The Activity page over one memory organization, after the owner switched Research's GDPR flag on. */
function openActivity({ actingAs = PEOPLE.owner.id, path = "/organization/activity" } = {}) {
  return renderOrganizationApp(organization(), {
    actingAs,
    path,
    prepare: (gateways) => {
      const { db } = gateways.context;
      db.actAs(PEOPLE.owner.id);
      const {
        organizationId: _,
        modelIds: __,
        createdAt: ___,
        updatedAt: ____,
        id,
        ...settings
      } = db.departments.get("dep-research");
      // Recorded before the page asks: the memory log answers once every change is chained.
      void gateways.departments.updateDepartment(OrganizationSeedBuilder.ORGANIZATION_ID, id, {
        ...settings,
        description: "<img src=x onerror=alert(1)>",
        GDPR: true,
      } as unknown as DepartmentSettings);
      db.actAs(actingAs);
    },
    rebind: (container, gateways) => container.rebind(AuditLogGateway).toConstantValue(gateways.auditLog),
  });
}

/** Waits until the entries shown match the address. */
async function settled(app: { location: () => string }) {
  await waitFor(() => {
    const panel = screen.getByTestId("activity");
    expect(panel.dataset.status).toBe("ready");
    expect(`/organization/activity${panel.dataset.address}`).toBe(app.location());
  });
}

describe("the organization's Activity page", { timeout: 20_000 }, () => {
  it("shows the owner's GDPR change with who, their role and before → after, newest first", async () => {
    const { app } = await openActivity();
    await settled(app);
    const [newest] = screen.getAllByTestId("activity-row");
    expect(newest?.dataset.kind).toBe("DEPARTMENT_SETTINGS_CHANGED");
    const row = within(newest as HTMLElement);
    expect(row.getByText(PEOPLE.owner.email)).toBeTruthy();
    expect(row.getByText("Owner")).toBeTruthy();
    expect(row.getByText("Department settings changed")).toBeTruthy();
    const change = row.getByTestId("activity-change").textContent;
    expect(change).toContain("GDPR false");
    expect(change).toContain("true");
    // Untrusted text is shown as the text it is, never as markup.
    expect(change).toContain("<img src=x onerror=alert(1)>");
    expect(document.querySelector("img[src='x']")).toBeNull();
    expect(screen.getByTestId("activity-head").textContent).toMatch(
      /^Chain head: \d+ entries, last hash [0-9a-f]{64}$/,
    );
  });

  it("filters by kind through the address, and clears back to every entry", async () => {
    const { app } = await openActivity();
    await settled(app);
    await userEvent.selectOptions(screen.getByLabelText("Kind of change"), "DEPARTMENT_CREATED");
    await waitFor(() => expect(app.location()).toBe("/organization/activity?kind=DEPARTMENT_CREATED"));
    await settled(app);
    const kinds = screen.getAllByTestId("activity-row").map((row) => row.dataset.kind);
    expect(new Set(kinds)).toEqual(new Set(["DEPARTMENT_CREATED"]));
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(app.location()).toBe("/organization/activity"));
  });

  it("says nothing matches a filter, with the way back", async () => {
    const { app } = await openActivity({ path: "/organization/activity?to=2000-01-01" });
    await waitFor(() => expect(screen.getByTestId("activity-state").dataset.state).toBe("no-match"));
    expect(screen.getByText("No activity matches the filters")).toBeTruthy();
    expect(app.location()).toBe("/organization/activity?to=2000-01-01");
  });

  it("verifies the chain from the keyboard and says since when it is intact", async () => {
    const { app } = await openActivity();
    await settled(app);
    const verify = screen.getByRole("button", { name: "Verify chain" });
    verify.focus();
    await userEvent.keyboard("{Enter}");
    const answer = await screen.findByTestId("activity-verification");
    expect(answer.dataset.intact).toBe("true");
    expect(answer.textContent).toMatch(
      /^Intact since \d{4}-\d{2}-\d{2} at \d{2}:\d{2} \(\d+ entries checked\)\.$/,
    );
  });

  it("says the log could not be loaded, and loads it on retry", async () => {
    let failing = true;
    const { app } = await renderOrganizationApp(organization(), {
      actingAs: PEOPLE.owner.id,
      path: "/organization/activity",
      rebind: (container, gateways) =>
        container.rebind(AuditLogGateway).toConstantValue({
          verify: (organizationId) => gateways.auditLog.verify(organizationId),
          exportEntries: (...args) => gateways.auditLog.exportEntries(...args),
          listEntries: (organizationId, query) =>
            failing
              ? Promise.reject(new Error("socket hang up"))
              : gateways.auditLog.listEntries(organizationId, query),
        }),
    });
    await waitFor(() => expect(screen.getByTestId("activity-state").dataset.state).toBe("failed"));
    expect(screen.getByText("The activity could not be loaded")).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await settled(app);
    expect(screen.getAllByTestId("activity-row").length).toBeGreaterThan(0);
  });

  it("tells a department admin the log is for owners and super admins", async () => {
    await openActivity({ actingAs: PEOPLE.researchAdmin.id });
    expect(await screen.findByTestId("activity-needs-role")).toBeTruthy();
    expect(screen.getByText("For owners and super admins")).toBeTruthy();
    expect(screen.queryByTestId("activity")).toBeNull();
  });
});

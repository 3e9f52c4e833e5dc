// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../adapters/gateway-memory/memory-clock.ts";
import type { MemoryOrganizationGateway } from "../../../adapters/gateway-memory/memory-organization-gateway.adapter.ts";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { MemorySubscriptionGateway } from "../../../adapters/gateway-memory/subscription/memory-subscription-gateway.adapter.ts";
import { subscriptionSeed } from "../../../adapters/gateway-memory/subscription/subscription.seed.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { MOBILE_NUMBER_MESSAGE } from "../../../core/organization/organization-request.dto.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStore } from "../../../core/organization/organization-store.ts";
import { Subscription } from "../../../core/subscription/subscription.entity.ts";
import { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

const ORGANIZATION_NAME = "Lab Org";
const DAY = 86_400_000;
const PEOPLE = {
  owner: OrganizationSeedBuilder.OWNER,
  superAdmin: { id: "user-super", email: "super@example.test" },
  researcher: { id: "user-researcher", email: "researcher@example.test" },
  analyst: { id: "user-analyst", email: "analyst@example.test" },
  /** On a tier with organizations, in none yet. */
  newcomer: { id: "user-newcomer", email: "noor@startup.example" },
  /** On a tier without organizations. */
  outsider: { id: "user-outsider", email: "guest@elsewhere.example" },
};

/** An organization of four people in two departments, Research made six days ago. */
function organization() {
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  return OrganizationSeedMother.create()
    .organization({ name: ORGANIZATION_NAME })
    .department({ id: "dep-research", name: "Research", createdAt: ago(6) })
    .department({ id: "dep-finance", name: "Finance" })
    .superAdmin(PEOPLE.superAdmin)
    .member(PEOPLE.researcher, "dep-research")
    .member(PEOPLE.analyst, "dep-finance", DepartmentRole.ADMIN)
    .account(PEOPLE.newcomer)
    .account(PEOPLE.outsider, { organizationEnabled: false, teamEnabled: false, maxTeamMembers: 1 });
}

/** The organization calls made as `personId`, whoever signs in. */
function organizationAs(personId: string) {
  const { organization: gateway } = organization().actingAs({ id: personId }).gateways();
  return gateway;
}

function tierCalled(name: string, organizationEnabled: boolean) {
  const tier = {
    id: `tier-${name}`,
    name,
    organizationEnabled,
    teamEnabled: false,
    maxTeamMembers: 1,
    features: [],
  };
  return toEntities(Subscription, [{ id: "sub-1", tierId: tier.id, status: "active", tier }]);
}

async function openOverview(
  options: { personId?: string; tiers?: Subscription[]; gateway?: MemoryOrganizationGateway } = {},
) {
  const gateway = options.gateway ?? organizationAs(options.personId ?? PEOPLE.owner.id);
  const app = await renderApp("/organization", {
    signedIn: true,
    organizationGateway: gateway,
    rebind: (container: Container) => {
      if (!options.tiers) return;
      const subscriptions = new MemorySubscriptionGateway(subscriptionSeed(systemClock));
      vi.spyOn(subscriptions, "currentTiers").mockResolvedValue(options.tiers);
      container.rebind(SubscriptionGateway).toConstantValue(subscriptions);
    },
  });
  await screen.findByRole("heading", { level: 1, name: "Organization" });
  return { app, gateway };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe("the organization overview page", () => {
  it("shows the owner the summary, a coloured status with what it means, and that they own it", async () => {
    await openOverview();
    const summary = await screen.findByTestId("organization-summary");
    expect(within(summary).getByTestId("organization-name").textContent).toBe(ORGANIZATION_NAME);
    const status = within(summary).getByTestId("organization-status");
    expect(status.textContent).toBe("Active");
    expect(status.className).toContain("intent-success");
    expect(within(summary).getByTestId("organization-status-meaning").textContent).toContain("approved");
    expect(within(summary).getByTestId("organization-departments").textContent).toBe("2");
    expect(within(summary).getByTestId("organization-users").textContent).toBe("4");
    const role = screen.getByTestId("organization-role");
    expect(within(role).getByTestId("organization-acting-role").textContent).toBe("Owner");
    expect(within(role).getByText("You own this organization")).toBeTruthy();
    expect(within(role).getByText("You belong to no department.")).toBeTruthy();
  });

  it("lists recent activities with their kind and when, relative and absolute", async () => {
    await openOverview();
    const [latest] = await screen.findAllByTestId("organization-activity");
    expect(within(latest as HTMLElement).getByTestId("activity-description").textContent).toBe(
      "Department Research was created",
    );
    expect(within(latest as HTMLElement).getByTestId("activity-type").textContent).toBe("Department created");
    expect(within(latest as HTMLElement).getByTestId("activity-time").textContent).toMatch(
      /^6 days ago · \d{4}-\d{2}-\d{2} at \d{2}:\d{2}$/,
    );
  });

  it("offers the owner the whole activity from the recent activities", async () => {
    const { app } = await openOverview();
    await userEvent.click(await screen.findByRole("link", { name: "See all activity" }));
    await waitFor(() => expect(app.location()).toBe("/organization/activity"));
  });

  it("does not offer a member the whole activity", async () => {
    await openOverview({ personId: PEOPLE.researcher.id });
    await screen.findAllByTestId("organization-activity");
    expect(screen.queryByTestId("organization-activities-all")).toBeNull();
  });

  it("links the owner to every other organization page", async () => {
    const { app } = await openOverview();
    const links = within(await screen.findByTestId("organization-links")).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Departments",
      "Users",
      "Organization models",
      "Report",
      "Organization analytics",
      "Activity",
    ]);
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(app.location()).toBe("/organization/departments"));
  });

  it("shows a member their role in their department, and no page they may not use", async () => {
    await openOverview({ personId: PEOPLE.researcher.id });
    const role = await screen.findByTestId("organization-role");
    expect(within(role).getByTestId("organization-acting-role").textContent).toBe("Member");
    expect(within(role).getByText("You take part as a member of your departments")).toBeTruthy();
    const membership = within(role).getByTestId("organization-membership");
    expect(membership.textContent).toBe("ResearchMember");
    const links = within(screen.getByTestId("organization-links")).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Departments", "Organization models"]);
    expect(screen.getByTestId("organization-team").textContent).toContain("owner's subscription tier");
  });

  it("shows the owner the team against a tier without teams, with the way to upgrade", async () => {
    await openOverview({ tiers: tierCalled("Pro", true) });
    const team = await screen.findByTestId("organization-team");
    expect(within(team).getByTestId("organization-team-size").textContent).toBe("4 team members");
    expect(within(team).getByText(/does not include team members/)).toBeTruthy();
    expect(within(team).getByRole("link", { name: "Upgrade your subscription" }).getAttribute("href")).toBe(
      "/subscription",
    );
  });

  it("offers someone on a tier without organizations the way to upgrade instead of the form", async () => {
    await openOverview({ personId: PEOPLE.outsider.id, tiers: tierCalled("Free", false) });
    expect(await screen.findByText("Organizations are not in your tier")).toBeTruthy();
    expect(screen.getByText(/Your Free tier does not include organizations/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the tiers" }).getAttribute("href")).toBe("/subscription");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("refuses a bad mobile number with SPEC §5's words and sends nothing", async () => {
    const { gateway } = await openOverview({
      personId: PEOPLE.newcomer.id,
      tiers: tierCalled("Pro", true),
    });
    const request = vi.spyOn(gateway, "requestOrganization");
    await screen.findByRole("form", { name: "Ask for an organization" });
    await userEvent.type(field("Organization name"), "Noor Labs");
    await userEvent.selectOptions(field("Country code"), "CA");
    await userEvent.type(field("Mobile number"), "0416555019");
    await userEvent.click(screen.getByRole("button", { name: "Send the request" }));
    const phone = field("Mobile number");
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    const help = document.getElementById(phone.getAttribute("aria-describedby") ?? "");
    expect(help?.querySelector("[data-testid=field-error]")?.textContent).toBe(MOBILE_NUMBER_MESSAGE);
    expect(document.activeElement).toBe(phone);
    expect(request).not.toHaveBeenCalled();
  });

  it("asks for an organization and then shows it pending, here and to every organization page", async () => {
    const { app } = await openOverview({ personId: PEOPLE.newcomer.id, tiers: tierCalled("Pro", true) });
    await screen.findByRole("form", { name: "Ask for an organization" });
    await userEvent.type(field("Organization name"), "Noor Labs");
    await userEvent.clear(field("Contact email"));
    await userEvent.type(field("Contact email"), " Noor@Startup.Example");
    await userEvent.selectOptions(field("Country code"), "CA");
    await userEvent.type(field("Mobile number"), "4165550199");
    await userEvent.click(screen.getByRole("button", { name: "Send the request" }));
    const status = await screen.findByTestId("organization-status");
    expect(status.textContent).toBe("Pending");
    expect(status.className).toContain("intent-warning");
    expect(screen.getByTestId("organization-name").textContent).toBe("Noor Labs");
    expect(app.toasts()).toContain("The request for Noor Labs was sent: it is pending review.");
    // Kept where every organization page reads it.
    expect(app.container.get(OrganizationStore).current()).toMatchObject({
      ready: true,
      organization: { name: "Noor Labs", status: "PENDING", role: "OWNER" },
    });
  });

  it("shows a refused request in an error toast with the server's words", async () => {
    const { app, gateway } = await openOverview({
      personId: PEOPLE.outsider.id,
      tiers: tierCalled("Pro", true),
    });
    await screen.findByRole("form", { name: "Ask for an organization" });
    await userEvent.type(field("Organization name"), "Guest Org");
    await userEvent.selectOptions(field("Country code"), "GB");
    await userEvent.type(field("Mobile number"), "7911123456");
    const request = vi.spyOn(gateway, "requestOrganization");
    await userEvent.click(screen.getByRole("button", { name: "Send the request" }));
    await waitFor(() =>
      expect(app.toasts()).toContain("Your subscription tier does not include organizations."),
    );
    expect(request).toHaveBeenCalledOnce();
    expect(screen.getByRole("form", { name: "Ask for an organization" })).toBeTruthy();
  });

  it("refreshes, and reports a failed refresh in an error toast while keeping the page", async () => {
    const { app, gateway } = await openOverview();
    await screen.findByTestId("organization-summary");
    vi.spyOn(gateway, "getOrganization").mockRejectedValueOnce(GatewayError.http(409, "Not now"));
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(app.toasts()).toContain("Not now"));
    expect(screen.getByTestId("organization-name").textContent).toBe(ORGANIZATION_NAME);
  });
});

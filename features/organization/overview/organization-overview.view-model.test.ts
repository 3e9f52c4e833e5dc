import { BehaviorSubject } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { MemoryOrganizationGateway } from "../../../adapters/gateway-memory/memory-organization-gateway.adapter.ts";
import {
  CAST,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { organizationContext } from "../../../adapters/gateway-memory/organization/organization-context.ts";
import { OrganizationDatabase } from "../../../adapters/gateway-memory/organization/organization-database.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { OrganizationStore } from "../../../core/organization/organization-store.ts";
import { WITHOUT_TIER_LIMITS } from "../../../core/organization/team-limits.ts";
import { RouteName } from "../../../core/routing/route-name.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { Subscription } from "../../../core/subscription/subscription.entity.ts";
import { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { sessionStoreForTest } from "../../../ui/testing/session-store-for-test.ts";
import { createOrganizationOverviewViewModel } from "./organization-overview.view-model-factory.ts";

const NOW = new Date(2025, 5, 9, 12, 0).getTime();
const clock = { now: () => NOW };
const DAY = 86_400_000;

/** A running subscription to a tier with these flags, as GET /tiers/current answers it. */
function runningTier(
  name: string,
  flags: { organizationEnabled: boolean; teamEnabled: boolean; maxTeamMembers: number },
) {
  return toEntities(Subscription, [
    {
      id: "sub-1",
      userId: "user-1",
      tierId: `tier-${name}`,
      status: "active",
      tier: { id: `tier-${name}`, name, ...flags, features: [] },
    },
  ]);
}

const TEAM = runningTier("Team", { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 10 });
const FREE = runningTier("Free", { organizationEnabled: false, teamEnabled: false, maxTeamMembers: 1 });

/** The overview's view model over these ports, made by its factory. */
function overviewOver(ports: {
  organizations: OrganizationStore;
  gateway: Pick<OrganizationGateway, "getOrganization">;
  currentTiers: () => Promise<Subscription[]>;
  notifier: { notify: (toast: ToastRequest) => unknown };
  session?: SessionStore;
}) {
  const services = screenServicesForTest((bind) => {
    bind(OrganizationStore, ports.organizations);
    bind(OrganizationGateway, ports.gateway as OrganizationGateway);
    bind(SubscriptionGateway, { currentTiers: ports.currentTiers } as SubscriptionGateway);
    bind(Clock, clock);
    bind(Notifier, ports.notifier as unknown as Notifier);
    bind(SessionStore, ports.session ?? sessionStoreForTest(true));
  });
  return disposedAfterTest(createOrganizationOverviewViewModel(services));
}

/** The overview as `personId` of the demo organization (or someone outside it) sees it, once the shell loaded it. */
async function setUp(options: { person?: string; tiers?: () => Promise<Subscription[]> } = {}) {
  const db = new OrganizationDatabase(CastOrganizationMother.create(clock.now()).build(), clock);
  if (options.person) db.actAs(options.person);
  const gateway = new MemoryOrganizationGateway(organizationContext(db));
  const organizations = new OrganizationStore();
  organizations.markReady(await gateway.getOrganization(), NOW);
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const currentTiers = vi.fn(options.tiers ?? (async () => TEAM));
  const signedIn = new BehaviorSubject(true);
  const viewModel = overviewOver({
    organizations,
    gateway,
    currentTiers,
    notifier,
    session: sessionStoreForTest(signedIn),
  });
  await vi.waitFor(() => expect(viewModel.current().tier.status).not.toBe("loading"));
  return {
    db,
    gateway,
    organizations,
    notifier,
    currentTiers,
    viewModel,
    signOut: () => signedIn.next(false),
  };
}

describe("the organization overview", () => {
  it("waits for the shell to load the organization before showing anything of it", () => {
    const organizations = new OrganizationStore();
    const viewModel = overviewOver({
      organizations,
      gateway: { getOrganization: async () => ({ id: null }) },
      currentTiers: async () => [],
      notifier: { notify: vi.fn() },
    });
    expect(viewModel.current().organization).toBe("loading");
    organizations.markReady({ id: null }, NOW);
    expect(viewModel.current().organization).toBe("none");
  });

  it("shows the owner the demo organization's summary, their role, every page and the flags derived from it", async () => {
    const { viewModel } = await setUp();
    const state = viewModel.current();
    expect(state.organization).toBe("ready");
    expect(state.summary).toMatchObject({
      name: "Cast Org",
      status: "ACTIVE",
      totalDepartments: 4,
      totalUsers: 8,
      isOwner: true,
      isSuperAdmin: false,
      hasAdminRole: false,
    });
    expect(state.role).toBe("OWNER");
    expect(state.links).toEqual([
      RouteName.ORGANIZATION_DEPARTMENT_PAGE,
      RouteName.ORGANIZATION_USER_PAGE,
      RouteName.ORGANIZATION_MODEL_PAGE,
      RouteName.ORGANIZATION_REPORT_PAGE,
      RouteName.ORGANIZATION_ANALYTICS_PAGE,
      RouteName.ORGANIZATION_ACTIVITY_PAGE,
    ]);
  });

  it("lists the audit log's latest entries newest first, each with how long ago and its local date and time", async () => {
    const { viewModel } = await setUp();
    const { activities } = viewModel.current();
    // The gateway sends the five latest; the cast's log starts with what its rows imply.
    expect(activities.map((activity) => activity.type)).toEqual([
      "DEPARTMENT_CREATED",
      "POLICY_FILE_ADDED",
      "POLICY_FILE_ADDED",
      "MODEL_ADDED",
      "MODEL_ADDED",
    ]);
    const [latest] = activities;
    expect(latest).toMatchObject({
      description: "Department Marketing was created",
      date: "2025-05-10",
      time: "12:00",
      ago: { value: -1, unit: "month" },
    });
  });

  it("shows a department admin their role and departments, and only the pages an admin may use", async () => {
    const { viewModel } = await setUp({ person: CAST.researchAdmin.id });
    const { summary, role, links, team } = viewModel.current();
    expect(role).toBe("ADMIN");
    expect(summary?.departments).toEqual([{ id: "dep-research", name: "Research", role: "ADMIN" }]);
    expect(summary).toMatchObject({ isOwner: false, isSuperAdmin: false, hasAdminRole: true });
    expect(links).toContain(RouteName.ORGANIZATION_REPORT_PAGE);
    expect(links).toContain(RouteName.ORGANIZATION_ANALYTICS_PAGE);
    // The team's size is the owner's tier's business, not theirs.
    expect(team).toBeNull();
  });

  it("shows a member their department and no page an admin needs", async () => {
    const { viewModel } = await setUp({ person: CAST.researcher.id });
    const { summary, role, links } = viewModel.current();
    expect(role).toBe("MEMBER");
    expect(summary?.departments).toEqual([{ id: "dep-research", name: "Research", role: "MEMBER" }]);
    expect(summary).toMatchObject({ isOwner: false, isSuperAdmin: false, hasAdminRole: false });
    expect(links).toEqual([RouteName.ORGANIZATION_DEPARTMENT_PAGE, RouteName.ORGANIZATION_MODEL_PAGE]);
  });

  it("shows a super admin their role", async () => {
    const { viewModel } = await setUp({ person: CAST.superAdmin.id });
    expect(viewModel.current().role).toBe("SUPER_ADMIN");
    expect(viewModel.current().summary).toMatchObject({ isSuperAdmin: true, isOwner: false });
  });

  it("shows the owner the team's size against their tier, full or without teams with an upgrade offered", async () => {
    expect((await setUp()).viewModel.current().team).toEqual({
      kind: "limited",
      members: 8,
      max: 10,
      full: false,
      upgrade: false,
    });
    const full = runningTier("Pro", { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 8 });
    expect((await setUp({ tiers: async () => full })).viewModel.current().team).toMatchObject({
      full: true,
      upgrade: true,
    });
    const withoutTeams = runningTier("Pro", {
      organizationEnabled: true,
      teamEnabled: false,
      maxTeamMembers: 1,
    });
    expect((await setUp({ tiers: async () => withoutTeams })).viewModel.current().team).toEqual({
      kind: "teamsOff",
      members: 8,
      upgrade: true,
    });
  });

  it("reads the tier that gates asking for an organization: none running means the free tier's limits", async () => {
    const outsider = await setUp({ person: CAST.outsider.id, tiers: async () => FREE });
    expect(outsider.viewModel.current()).toMatchObject({
      organization: "none",
      summary: null,
      links: [],
      team: null,
      tier: { status: "ready", tierName: "Free", limits: { organizationEnabled: false } },
    });
    const unsubscribed = await setUp({ person: CAST.outsider.id, tiers: async () => [] });
    expect(unsubscribed.viewModel.current().tier).toEqual({
      status: "ready",
      tierName: null,
      limits: WITHOUT_TIER_LIMITS,
    });
  });

  it("says when the tier could not be read, and reads it again on request", async () => {
    const tiers = vi.fn(async (): Promise<Subscription[]> => {
      throw GatewayError.http(500, "down");
    });
    const { viewModel } = await setUp({ person: CAST.newcomer.id, tiers });
    expect(viewModel.current().tier).toEqual({ status: "failed" });
    tiers.mockResolvedValueOnce(TEAM);
    await viewModel.retryTier();
    expect(viewModel.current().tier).toMatchObject({ status: "ready", tierName: "Team" });
  });

  it("refreshes the organization for every page, and the tier with it", async () => {
    const { db, organizations, currentTiers, viewModel } = await setUp();
    db.departments.insert({ ...db.departments.get("dep-marketing"), id: "dep-legal", name: "Legal" });
    const refreshing = viewModel.refresh();
    expect(viewModel.current().refreshing).toBe(true);
    await refreshing;
    expect(viewModel.current()).toMatchObject({ refreshing: false, summary: { totalDepartments: 5 } });
    expect(organizations.current()).toMatchObject({ ready: true, organization: { totalDepartments: 5 } });
    expect(currentTiers).toHaveBeenCalledTimes(2);
  });

  it("reports a failed refresh with the server's messages and keeps what it showed", async () => {
    const { gateway, notifier, viewModel } = await setUp();
    vi.spyOn(gateway, "getOrganization").mockRejectedValueOnce(GatewayError.http(409, "Busy, try later"));
    await viewModel.refresh();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Busy, try later", intent: "negative" }),
    );
    expect(viewModel.current()).toMatchObject({ organization: "ready", refreshing: false });
  });

  it("drops a refreshed organization that arrives after the person signed out", async () => {
    const { gateway, organizations, viewModel, signOut } = await setUp();
    let answer: (organization: { id: null }) => void = () => {};
    vi.spyOn(gateway, "getOrganization").mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const refreshing = viewModel.refresh();
    organizations.markReady({ id: null }, NOW + DAY);
    signOut();
    answer({ id: null });
    await refreshing;
    expect(organizations.current().lastUpdatedAt).toBe(NOW + DAY);
  });
});

import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import type { Clock } from "../../../core/clock/clock.port.ts";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { actingRole } from "../../../core/organization/acting-role.ts";
import type { OrganizationDetails } from "../../../core/organization/organization-details.ts";
import type { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import type { OrganizationStore } from "../../../core/organization/organization-store.ts";
import type {
  OrganizationSummary,
  RecentActivity,
} from "../../../core/organization/organization-summary.entity.ts";
import { readOrganizationSummary } from "../../../core/organization/read-organization-summary.ts";
import { teamLimitsOf } from "../../../core/organization/team-limits.ts";
import type { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import {
  INITIAL_OVERVIEW_STATE,
  type ListedActivity,
  type OrganizationOverviewState,
  type TierReading,
} from "./organization-overview.state.ts";
import { overviewLinksFor } from "./overview-links.ts";
import { relativeTime } from "./relative-time.ts";
import { reloadOrganization } from "./reload-organization.ts";
import { teamGateOf } from "./team-gate.ts";

/** The screen's own words, read when needed (the language may change). */
export interface OrganizationOverviewTexts {
  /** For a failed refresh the server did not explain. */
  refreshFailed(): string;
}

export interface OrganizationOverviewDependencies {
  /** The organization the shell loaded after sign-in; a refresh stores the new one there for every page. */
  readonly organizations: Pick<OrganizationStore, "details$" | "current" | "markReady">;
  readonly gateway: Pick<OrganizationGateway, "getOrganization">;
  readonly subscriptions: Pick<SubscriptionGateway, "currentTiers">;
  readonly clock: Clock;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: OrganizationOverviewTexts;
  /** Whether the person is still signed in: an answer arriving after they signed out is dropped. */
  readonly signedIn: () => boolean;
}

/**
 * The organization overview (SPEC §2 /organization): the summary the shell keeps, recent activities newest first,
 * the person's role and departments with the pages it opens, and the tier gates read from their running tier
 * (GET /tiers/current): whether they may ask for an organization, and, for the owner, the team's size against the
 * tier. Refresh reads the organization and the tier again; a failed read of the organization is an error toast
 * with the server's messages, and what was shown stays.
 */
export class OrganizationOverviewViewModel {
  private readonly state = new BehaviorSubject<OrganizationOverviewState>(INITIAL_OVERVIEW_STATE);
  private readonly following: Subscription;
  private tierReads = 0;
  private disposed = false;
  readonly state$: Observable<OrganizationOverviewState> = this.state.asObservable();

  constructor(private readonly deps: OrganizationOverviewDependencies) {
    this.following = deps.organizations.details$.subscribe((details) => this.show(details));
    void this.readTier();
  }

  current(): OrganizationOverviewState {
    return this.state.value;
  }

  /** Reads the organization and the tier again. */
  async refresh(): Promise<void> {
    if (this.state.value.refreshing || this.state.value.organization === "loading") return;
    this.patch({ refreshing: true });
    try {
      await Promise.all([
        reloadOrganization(this.deps, () => !this.disposed && this.deps.signedIn()),
        this.readTier(),
      ]);
    } catch (error) {
      if (!this.disposed) reportFailure(this.deps.notifier, error, this.deps.texts.refreshFailed());
    } finally {
      this.patch({ refreshing: false });
    }
  }

  /** Reads the tier again after it could not be read. */
  retryTier(): Promise<void> {
    return this.state.value.tier.status === "failed" ? this.readTier() : Promise.resolve();
  }

  dispose(): void {
    this.disposed = true;
    this.following.unsubscribe();
    this.state.complete();
  }

  private show(details: OrganizationDetails): void {
    // Loading or failed (the shell's overlay covers the page then): what was shown stays until new details come.
    if (!details.ready) return;
    const summary = readOrganizationSummary(details.organization);
    const role = actingRole(summary);
    this.patch({
      organization: summary ? "ready" : "none",
      summary,
      activities: summary ? this.listed(summary.recentActivities) : [],
      role,
      links: overviewLinksFor(role),
      team: teamOf(summary, this.state.value.tier),
    });
  }

  private async readTier(): Promise<void> {
    const read = ++this.tierReads;
    if (this.state.value.tier.status === "failed") this.showTier({ status: "loading" });
    let tier: TierReading;
    try {
      const entries = await this.deps.subscriptions.currentTiers();
      const running = entries.find((entry) => entry.tier)?.tier ?? null;
      tier = { status: "ready", tierName: running?.name ?? null, limits: teamLimitsOf(running) };
    } catch {
      // The page still works: the form stays offered and the gateway decides when the request is sent.
      tier = { status: "failed" };
    }
    if (read === this.tierReads) this.showTier(tier);
  }

  private showTier(tier: TierReading): void {
    this.patch({ tier, team: teamOf(this.state.value.summary, tier) });
  }

  private listed(activities: readonly RecentActivity[]): ListedActivity[] {
    const now = this.deps.clock.now();
    return [...activities]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((activity) => ({
        description: activity.description,
        type: activity.type,
        createdAt: activity.createdAt,
        ...dateAndTime(activity.createdAt),
        ago: relativeTime(activity.createdAt, now),
      }));
  }

  private patch(change: Partial<OrganizationOverviewState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

/** The team gate concerns the owner's tier: only the owner's own tier says how big the team may grow. */
function teamOf(summary: OrganizationSummary | null, tier: TierReading) {
  return summary?.isOwner && tier.status === "ready" ? teamGateOf(tier.limits, summary.totalUsers) : null;
}

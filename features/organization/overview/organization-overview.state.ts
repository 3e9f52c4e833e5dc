import type { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import type { TeamLimits } from "../../../core/organization/team-limits.ts";
import type { RouteName } from "../../../core/routing/route-name.ts";
import type { RelativeTime } from "./relative-time.ts";
import type { TeamGate } from "./team-gate.ts";

/** One recent activity as listed: what happened, its kind, and when (relative and absolute). */
export interface ListedActivity {
  readonly description: string;
  readonly type: string;
  readonly createdAt: Date;
  /** YYYY-MM-DD, local */
  readonly date: string;
  /** HH:mm, local */
  readonly time: string;
  readonly ago: RelativeTime;
}

/** The signed-in person's subscription tier, for the tier gates (GET /tiers/current). */
export type TierReading =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | {
      readonly status: "ready";
      /** The running tier's name; null without a subscription (the free tier's limits apply). */
      readonly tierName: string | null;
      readonly limits: TeamLimits;
    };

export interface OrganizationOverviewState {
  /** loading: the shell has not read it yet; none: the person has no organization; ready: `summary` is theirs. */
  readonly organization: "loading" | "none" | "ready";
  readonly summary: OrganizationSummary | null;
  /** Newest first. */
  readonly activities: readonly ListedActivity[];
  /** The role they act with organization-wide (core `actingRole`). */
  readonly role: OrganizationRole | DepartmentRole | null;
  /** The other organization pages their role may use. */
  readonly links: readonly RouteName[];
  readonly tier: TierReading;
  /** The organization's size against the tier: for the owner, whose tier it is; null for others or until known. */
  readonly team: TeamGate | null;
  readonly refreshing: boolean;
}

export const INITIAL_OVERVIEW_STATE: OrganizationOverviewState = {
  organization: "loading",
  summary: null,
  activities: [],
  role: null,
  links: [],
  tier: { status: "loading" },
  team: null,
  refreshing: false,
};

import type { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import type { OrganizationOverviewState } from "./organization-overview.state.ts";
import { OverviewLinksCard } from "./overview-links-card.tsx";
import { RecentActivitiesCard } from "./recent-activities-card.tsx";
import { RoleCard } from "./role-card.tsx";
import { SummaryCard } from "./summary-card.tsx";
import { TeamCard } from "./team-card.tsx";

interface OrganizationDashboardProps {
  readonly state: OrganizationOverviewState;
  readonly summary: OrganizationSummary;
}

/** The person's organization: its summary and team, their role and where it lets them go, what happened lately. */
export function OrganizationDashboard({ state, summary }: OrganizationDashboardProps) {
  return (
    <div className="organization-overview-grid">
      <SummaryCard summary={summary} />
      <RoleCard summary={summary} role={state.role} />
      <TeamCard isOwner={summary.isOwner} team={state.team} tier={state.tier} members={summary.totalUsers} />
      <OverviewLinksCard links={state.links} />
      <RecentActivitiesCard activities={state.activities} />
    </div>
  );
}

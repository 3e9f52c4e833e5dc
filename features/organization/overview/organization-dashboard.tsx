import { lazy, Suspense } from "react";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import type { OrganizationOverviewState } from "./organization-overview.state.ts";
import { OverviewLinksCard } from "./overview-links-card.tsx";
import { RecentActivitiesCard } from "./recent-activities-card.tsx";
import { RetentionLinkCard } from "./retention-link-card.tsx";
import { RoleCard } from "./role-card.tsx";
import { SummaryCard } from "./summary-card.tsx";
import { TeamCard } from "./team-card.tsx";

interface OrganizationDashboardProps {
  readonly state: OrganizationOverviewState;
  readonly summary: OrganizationSummary;
}

// Only the owner and super admins see it: its code is loaded for them alone.
const WebhookCard = lazy(() =>
  import("../webhook/webhook-card.tsx").then((m) => ({ default: m.WebhookCard })),
);

/** The person's organization: its summary and team, their role and where it lets them go, what happened lately. */
export function OrganizationDashboard({ state, summary }: OrganizationDashboardProps) {
  return (
    <div className="organization-overview-grid">
      <SummaryCard summary={summary} />
      <RoleCard summary={summary} role={state.role} />
      <TeamCard isOwner={summary.isOwner} team={state.team} tier={state.tier} members={summary.totalUsers} />
      <OverviewLinksCard links={state.links} />
      <RecentActivitiesCard
        activities={state.activities}
        showAll={permissionFor("viewAuditLog", state.role).allowed}
      />
      <RetentionLinkCard />
      {permissionFor("manageWebhook", state.role).allowed ? (
        <Suspense fallback={null}>
          <WebhookCard organizationId={summary.id} />
        </Suspense>
      ) : null}
    </div>
  );
}

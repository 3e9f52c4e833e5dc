import { Callout, Card, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { TierReading } from "./organization-overview.state.ts";
import { UpgradeLink } from "./organization-upgrade-state.tsx";
import { OverviewCardHeading } from "./overview-card-heading.tsx";
import { teamGateText, teamSizeText } from "./overview-texts.ts";
import type { TeamGate } from "./team-gate.ts";

interface TeamCardProps {
  readonly isOwner: boolean;
  /** Null for anyone but the owner, or while the tier is read. */
  readonly team: TeamGate | null;
  readonly tier: TierReading;
  readonly members: number;
}

/**
 * The team's size against the owner's tier (SPEC §6 teamEnabled, maxTeamMembers): "7 of 10 team members", whether
 * the tier has teams, and an upgrade link when it has none or no room left. Others read that the owner's tier
 * decides.
 */
export function TeamCard({ isOwner, team, tier, members }: TeamCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="organization-overview-card" data-testid="organization-team">
      <OverviewCardHeading id="organization-team-title">
        {t("organization.overview.team.title")}
      </OverviewCardHeading>
      <p className="organization-overview-team-size" data-testid="organization-team-size">
        {teamSizeText(t, team, members)}
      </p>
      {isOwner ? (
        <OwnerTeamGate team={team} tier={tier} />
      ) : (
        <p className={Classes.TEXT_MUTED}>{t("organization.overview.team.ownersTier")}</p>
      )}
    </Card>
  );
}

function OwnerTeamGate({ team, tier }: Pick<TeamCardProps, "team" | "tier">) {
  const { t } = useTranslation();
  if (tier.status === "failed") {
    return <p className={Classes.TEXT_MUTED}>{t("organization.overview.team.tierFailed")}</p>;
  }
  if (!team) return null;
  const words = teamGateText(t, team);
  return (
    <Callout intent={team.upgrade ? "warning" : "success"} compact data-testid="organization-team-gate">
      <p>{words}</p>
      {team.upgrade ? <UpgradeLink label={t("organization.overview.team.upgrade")} /> : null}
    </Callout>
  );
}

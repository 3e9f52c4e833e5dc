import type { TeamLimits } from "../../../core/organization/team-limits.ts";
import type { Database } from "../../database/database.ts";
import { runningTierOf } from "../../subscription/running-tier.ts";

/** Someone without a running subscription is on the free tier: no organization, no team. */
export const FREE_TIER_LIMITS: TeamLimits = {
  organizationEnabled: false,
  teamEnabled: false,
  maxTeamMembers: 1,
};

/** The organization and team flags of the tier someone's running subscription is on (SPEC §6 tier gates). */
export async function teamLimitsOf(db: Database, userId: string, now: number): Promise<TeamLimits> {
  const tier = await runningTierOf(db, userId, now);
  if (!tier) return FREE_TIER_LIMITS;
  const { organizationEnabled, teamEnabled, maxTeamMembers } = tier;
  return { organizationEnabled, teamEnabled, maxTeamMembers };
}

import { type Refusal, refusal } from "./refusal.ts";

/** The tier flags that gate organization and team features (SPEC §6); a subscription tier carries them. */
export interface TeamLimits {
  readonly organizationEnabled: boolean;
  readonly teamEnabled: boolean;
  /** null: no limit. */
  readonly maxTeamMembers: number | null;
}

/** Someone with no running subscription is on the free tier: no organization, no team (the gateway's rule too). */
export const WITHOUT_TIER_LIMITS: TeamLimits = {
  organizationEnabled: false,
  teamEnabled: false,
  maxTeamMembers: 1,
};

/** The limits of the tier someone's running subscription is on (GET /tiers/current), or the free tier's. */
export function teamLimitsOf(runningTier: TeamLimits | null | undefined): TeamLimits {
  if (!runningTier) return WITHOUT_TIER_LIMITS;
  const { organizationEnabled, teamEnabled, maxTeamMembers } = runningTier;
  return { organizationEnabled, teamEnabled, maxTeamMembers };
}

export const ORGANIZATION_NOT_IN_TIER = "Your subscription tier does not include organizations.";
export const TEAM_NOT_IN_TIER = "Your subscription tier does not include team members.";
export const teamIsFull = (max: number) => `Your subscription tier allows at most ${max} team members.`;

/**
 * Requesting an organization needs a tier with organizations. Shared rule: the memory adapter and the reference
 * gateway both check it on POST /organization.
 */
export function organizationTierRefusal(limits: TeamLimits): Refusal | null {
  return limits.organizationEnabled ? null : refusal(403, ORGANIZATION_NOT_IN_TIER);
}

/**
 * Bringing people into the organization needs the owner's tier to include teams and to have room for them.
 * `members` counts everyone already in it, owner included; `joining` those the call would add.
 * Shared rule: applied to every invitation (super admins and department members) in memory and in the gateway.
 */
export function teamTierRefusal(limits: TeamLimits, members: number, joining: number): Refusal | null {
  if (joining <= 0) return null;
  if (!limits.teamEnabled) return refusal(403, TEAM_NOT_IN_TIER);
  const max = limits.maxTeamMembers;
  return max !== null && members + joining > max ? refusal(403, teamIsFull(max)) : null;
}

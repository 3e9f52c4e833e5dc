import type { TeamLimits } from "../../../core/organization/team-limits.ts";

/**
 * How the organization's size stands against the owner's tier (SPEC §6 tier gates): teams off, no limit, or a
 * count out of a maximum, full when nobody else fits. `upgrade` says whether a bigger tier is worth offering.
 */
export type TeamGate =
  | { readonly kind: "teamsOff"; readonly members: number; readonly upgrade: true }
  | { readonly kind: "unlimited"; readonly members: number; readonly upgrade: false }
  | {
      readonly kind: "limited";
      readonly members: number;
      readonly max: number;
      readonly full: boolean;
      readonly upgrade: boolean;
    };

export function teamGateOf(limits: TeamLimits, members: number): TeamGate {
  if (!limits.teamEnabled) return { kind: "teamsOff", members, upgrade: true };
  const max = limits.maxTeamMembers;
  if (max === null) return { kind: "unlimited", members, upgrade: false };
  const full = members >= max;
  return { kind: "limited", members, max, full, upgrade: full };
}

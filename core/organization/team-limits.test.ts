import { describe, expect, it } from "vitest";
import {
  ORGANIZATION_NOT_IN_TIER,
  organizationTierRefusal,
  TEAM_NOT_IN_TIER,
  teamIsFull,
  teamLimitsOf,
  teamTierRefusal,
  WITHOUT_TIER_LIMITS,
} from "./team-limits.ts";

const team = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 5 };

describe("the team limits of someone's tier", () => {
  it("are the free tier's without a running subscription: no organization, no team, one member", () => {
    expect(WITHOUT_TIER_LIMITS).toEqual({
      organizationEnabled: false,
      teamEnabled: false,
      maxTeamMembers: 1,
    });
    expect(teamLimitsOf(null)).toEqual(WITHOUT_TIER_LIMITS);
    expect(teamLimitsOf(undefined)).toEqual(WITHOUT_TIER_LIMITS);
  });

  it("are the running tier's three flags, and nothing else of it", () => {
    const tier = { ...team, name: "Team", priceInCents: 4900 };
    expect(teamLimitsOf(tier)).toEqual(team);
    expect(teamLimitsOf({ organizationEnabled: false, teamEnabled: true, maxTeamMembers: null })).toEqual({
      organizationEnabled: false,
      teamEnabled: true,
      maxTeamMembers: null,
    });
  });
});

describe("the tier's refusals", () => {
  it("say what the tier lacks", () => {
    expect(organizationTierRefusal({ ...team, organizationEnabled: false })).toEqual({
      status: 403,
      errMsgs: ["Your subscription tier does not include organizations."],
    });
    expect(ORGANIZATION_NOT_IN_TIER).toBe("Your subscription tier does not include organizations.");
    expect(teamTierRefusal({ ...team, teamEnabled: false }, 1, 1)).toEqual({
      status: 403,
      errMsgs: [TEAM_NOT_IN_TIER],
    });
    expect(teamIsFull(12)).toBe("Your subscription tier allows at most 12 team members.");
  });

  it("let newcomers in up to the tier's maximum, counting the owner", () => {
    expect(teamTierRefusal(team, 3, 2)).toBeNull();
    expect(teamTierRefusal(team, 3, 3)).toEqual({
      status: 403,
      errMsgs: ["Your subscription tier allows at most 5 team members."],
    });
    expect(teamTierRefusal(team, 5, 1)?.status).toBe(403);
  });

  it("pass a call that brings nobody in, even with no team or no room", () => {
    expect(teamTierRefusal({ ...team, teamEnabled: false }, 9, 0)).toBeNull();
    expect(teamTierRefusal(team, 9, 0)).toBeNull();
    expect(teamTierRefusal(team, 9, -1)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { i18nWithEveryText } from "../../ui/testing/i18n-with-every-text.ts";
import type { ShownTier } from "./subscription.state.ts";
import { perPeriodText, renewalText, statusText, tierFlagTexts } from "./tier-texts.ts";

const { t } = await i18nWithEveryText();

function tier(change: Partial<ShownTier>): ShownTier {
  return {
    id: "t",
    name: "Team",
    description: "",
    price: "$99.00",
    period: "month",
    features: [],
    teamEnabled: false,
    maxTeamMembers: 1,
    organizationEnabled: false,
    current: null,
    preselected: false,
    action: { kind: "current" },
    ...change,
  };
}

describe("a tier card's words", () => {
  it("give the team's size with thousands grouped, or say there is none", () => {
    expect(
      tierFlagTexts(t, tier({ teamEnabled: true, maxTeamMembers: 1000, organizationEnabled: true })),
    ).toEqual({ team: "Team of up to 1,000 members", organization: "Organization" });
    expect(tierFlagTexts(t, tier({}))).toEqual({ team: "No team", organization: "No organization" });
  });

  it("name the period, or show one they have no word for as the gateway names it", () => {
    expect(perPeriodText(t, "year")).toBe("per year");
    expect(perPeriodText(t, "fortnight")).toBe("per fortnight");
  });

  it("name the subscription's status, or show an unknown one as it is", () => {
    expect(statusText(t, "past_due")).toBe("Payment overdue");
    expect(statusText(t, "on_hold")).toBe("on_hold");
  });

  it("say when the subscription renews or ends, or that it runs until cancelled without a period", () => {
    const current = { status: "active", cancelModes: [] };
    expect(renewalText(t, { ...current, renewal: "renews", on: "2025-07-09" })).toBe("Renews on 2025-07-09");
    expect(renewalText(t, { ...current, renewal: "ends", on: "2025-07-09" })).toBe("Ends on 2025-07-09");
    expect(renewalText(t, { ...current, renewal: "renews", on: null })).toBe("Runs until you cancel it");
  });
});

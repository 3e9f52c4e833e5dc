import { describe, expect, it } from "vitest";
import { MOBILE_NUMBER_MESSAGE } from "../../../core/organization/organization-request.dto.ts";
import { teamLimitsOf, WITHOUT_TIER_LIMITS } from "../../../core/organization/team-limits.ts";
import frShell from "../../../ui/i18n/packs/fr-FR.json" with { type: "json" };
import frScreens from "../../../ui/i18n/packs/screens/fr-FR.json" with { type: "json" };
import { i18nWithEveryText } from "../../../ui/testing/i18n-with-every-text.ts";
import { CALLING_CODES, callingCodeOf, regionOfLanguage } from "./country-calling-codes.ts";
import { countryOptions } from "./country-options.ts";
import { relativeTime } from "./relative-time.ts";
import { requestFieldErrorText } from "./request-field-error-text.ts";
import { teamGateOf } from "./team-gate.ts";

const NOW = new Date(2025, 5, 9, 12, 0).getTime();
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const ago = (ms: number) => relativeTime(new Date(NOW - ms), NOW);

describe("how long ago an activity happened", () => {
  it("is counted in the largest whole unit", () => {
    expect(ago(20_000)).toEqual({ value: 0, unit: "second" });
    expect(ago(5 * MINUTE)).toEqual({ value: -5, unit: "minute" });
    expect(ago(3 * 60 * MINUTE)).toEqual({ value: -3, unit: "hour" });
    expect(ago(DAY)).toEqual({ value: -1, unit: "day" });
    expect(ago(13 * DAY)).toEqual({ value: -1, unit: "week" });
    expect(ago(45 * DAY)).toEqual({ value: -1, unit: "month" });
    expect(ago(800 * DAY)).toEqual({ value: -2, unit: "year" });
    expect(relativeTime(new Date(NOW + 2 * DAY), NOW)).toEqual({ value: 2, unit: "day" });
  });
});

describe("the team gate", () => {
  it("counts the team against the tier's maximum, full once nobody else fits", () => {
    const team = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 10 };
    expect(teamGateOf(team, 7)).toEqual({
      kind: "limited",
      members: 7,
      max: 10,
      full: false,
      upgrade: false,
    });
    expect(teamGateOf(team, 10)).toMatchObject({ full: true, upgrade: true });
    expect(teamGateOf({ ...team, maxTeamMembers: null }, 700)).toEqual({
      kind: "unlimited",
      members: 700,
      upgrade: false,
    });
    expect(teamGateOf({ ...team, teamEnabled: false }, 1)).toEqual({
      kind: "teamsOff",
      members: 1,
      upgrade: true,
    });
  });

  it("reads the running tier's flags, or the free tier's without one", () => {
    expect(teamLimitsOf(null)).toBe(WITHOUT_TIER_LIMITS);
    expect(WITHOUT_TIER_LIMITS).toEqual({
      organizationEnabled: false,
      teamEnabled: false,
      maxTeamMembers: 1,
    });
    const tier = { name: "Team", organizationEnabled: true, teamEnabled: true, maxTeamMembers: 10 };
    expect(teamLimitsOf(tier)).toEqual({ organizationEnabled: true, teamEnabled: true, maxTeamMembers: 10 });
  });
});

describe("the calling-code picker", () => {
  it("gives each region its calling code, and a language its region when the picker knows it", () => {
    expect(callingCodeOf("CA")).toBe("+1");
    expect(callingCodeOf("GB")).toBe("+44");
    expect(callingCodeOf("")).toBe("");
    expect(callingCodeOf("toString")).toBe("");
    expect(regionOfLanguage("en-US")).toBe("US");
    expect(regionOfLanguage("fr-FR")).toBe("FR");
    expect(regionOfLanguage("en")).toBe("");
    expect(Object.values(CALLING_CODES).every((code) => /^\+[1-9]\d{0,3}$/.test(code))).toBe(true);
  });

  it("names the countries in the interface language, sorted by those names", () => {
    const english = countryOptions("en-US", (country, code) => `${country} (${code})`);
    expect(english).toHaveLength(Object.keys(CALLING_CODES).length);
    expect(english.find((option) => option.value === "DE")?.label).toBe("Germany (+49)");
    expect(english[0]?.label).toMatch(/^Afghanistan|^Åland/);
    const french = countryOptions("fr-FR", (country, code) => `${country} (${code})`);
    expect(french.find((option) => option.value === "DE")?.label).toBe("Allemagne (+49)");
  });
});

describe("the request form's broken rules", () => {
  it("are SPEC §5's words in en-US, and translated in French", async () => {
    const i18n = await i18nWithEveryText();
    const phone = { property: "phone", constraint: "matches", message: MOBILE_NUMBER_MESSAGE };
    const name = { property: "name", constraint: "isNotEmpty", message: "name should not be empty" };
    const country = {
      property: "countryCode",
      constraint: "isNotEmpty",
      message: "countryCode should not be empty",
    };
    expect(requestFieldErrorText(i18n.t, phone)).toBe(MOBILE_NUMBER_MESSAGE);
    expect(requestFieldErrorText(i18n.t, name)).toBe("name should not be empty");
    expect(requestFieldErrorText(i18n.t, country)).toBe("country code should not be empty");
    i18n.addResourceBundle("fr-FR", "translation", { ...frShell, ...frScreens }, true, true);
    await i18n.changeLanguage("fr-FR");
    expect(requestFieldErrorText(i18n.t, phone)).toBe(
      "Saisissez un numéro de mobile valide, de 9 à 11 chiffres, qui ne commence pas par 0.",
    );
    expect(requestFieldErrorText(i18n.t, name)).toBe("Le champ nom ne doit pas être vide");
  });
});

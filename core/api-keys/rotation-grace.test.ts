import { describe, expect, it } from "vitest";
import { previousSecretUntil, ROTATION_GRACES } from "./rotation-grace.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");

describe("a rotated-out secret's grace", () => {
  it("is offered as none, 1 hour, 24 hours and 7 days, in that order", () => {
    expect(ROTATION_GRACES).toEqual(["none", "1h", "24h", "7d"]);
  });

  it("ends at once without a grace", () => {
    expect(previousSecretUntil("none", NOW)).toBeNull();
  });

  it("ends an hour, a day or a week after the rotation", () => {
    expect(previousSecretUntil("1h", NOW)).toBe("2026-03-10T13:00:00.000Z");
    expect(previousSecretUntil("24h", NOW)).toBe("2026-03-11T12:00:00.000Z");
    expect(previousSecretUntil("7d", NOW)).toBe("2026-03-17T12:00:00.000Z");
  });
});

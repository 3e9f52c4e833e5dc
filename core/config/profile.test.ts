import { describe, expect, it } from "vitest";
import { parseProfile } from "./profile.ts";

describe("the profile the dashboard runs on", () => {
  it("is local or production when named so", () => {
    expect(parseProfile("local")).toBe("local");
    expect(parseProfile("production")).toBe("production");
  });

  it("is memory otherwise", () => {
    for (const value of [undefined, "", "memory", "Production", "prod"])
      expect(parseProfile(value)).toBe("memory");
  });
});

import { describe, expect, it } from "vitest";
import { isThemeMode, resolveTheme, ThemeMode } from "./theme-mode.ts";

describe("resolving the theme mode to the look a screen gets", () => {
  it("shows dark whatever the OS prefers when DARK is chosen", () => {
    expect(resolveTheme(ThemeMode.DARK, false)).toBe("dark");
    expect(resolveTheme(ThemeMode.DARK, true)).toBe("dark");
  });

  it("shows light whatever the OS prefers when LIGHT is chosen", () => {
    expect(resolveTheme(ThemeMode.LIGHT, false)).toBe("light");
    expect(resolveTheme(ThemeMode.LIGHT, true)).toBe("light");
  });

  it("follows the OS preference when SYSTEM is chosen", () => {
    expect(resolveTheme(ThemeMode.SYSTEM, true)).toBe("dark");
    expect(resolveTheme(ThemeMode.SYSTEM, false)).toBe("light");
  });
});

describe("recognising a stored theme mode", () => {
  it("accepts exactly LIGHT, DARK and SYSTEM", () => {
    expect(["LIGHT", "DARK", "SYSTEM"].every(isThemeMode)).toBe(true);
  });

  it("rejects anything else, so a tampered value falls back to the default", () => {
    for (const value of ["dark", "BLUE", "", null, undefined, 1, {}]) expect(isThemeMode(value)).toBe(false);
  });
});

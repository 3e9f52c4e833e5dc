import { describe, expect, it } from "vitest";
import {
  COLOURED_ROLES,
  PALETTE_TOKENS,
  PALETTES,
  type Palette,
  paletteCssVariables,
  themeColorMeta,
} from "./palette.ts";
import type { AppliedTheme } from "./theme-mode.ts";

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const themes: AppliedTheme[] = ["light", "dark"];
const grays = PALETTE_TOKENS.filter((token) => token.startsWith("gray"));

describe.each(themes)("the %s palette", (theme) => {
  const palette: Palette = PALETTES[theme];

  it("defines all 21 colour roles as six-digit hex colours", () => {
    expect(Object.keys(palette).sort()).toEqual([...PALETTE_TOKENS].sort());
    expect(PALETTE_TOKENS).toHaveLength(21);
    for (const token of PALETTE_TOKENS) expect(palette[token]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("keeps body text comfortably readable on the background (at least 7:1)", () => {
    expect(contrast(palette.base, palette.background)).toBeGreaterThanOrEqual(7);
  });

  it.each(COLOURED_ROLES)("makes %s text meet WCAG AA (4.5:1) on the background", (role) => {
    expect(contrast(palette[role], palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it("makes secondary text in gray7 to gray10 meet WCAG AA on the background", () => {
    for (const token of ["gray7", "gray8", "gray9", "gray10"] as const) {
      expect(contrast(palette[token], palette.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("makes gray6 visible enough for icons and control outlines (3:1)", () => {
    expect(contrast(palette.gray6, palette.background)).toBeGreaterThanOrEqual(3);
  });

  it("orders the grays from the background towards the text", () => {
    const ratios = grays.map((token) => contrast(palette[token], palette.background));
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    expect(new Set(ratios).size).toBe(grays.length);
  });

  it("draws borders that can be told apart from the background", () => {
    expect(contrast(palette.border, palette.background)).toBeGreaterThan(1.4);
  });

  it("gives every coloured role its own colour", () => {
    expect(new Set(COLOURED_ROLES.map((role) => palette[role])).size).toBe(COLOURED_ROLES.length);
  });

  it("colours the browser's theme-colour like the page background", () => {
    expect(themeColorMeta(theme)).toBe(palette.background);
  });
});

describe("the palette CSS variables", () => {
  it("names each role as an --app- custom property with numbered grays", () => {
    const variables = paletteCssVariables(PALETTES.dark);
    expect(Object.keys(variables)).toHaveLength(21);
    expect(variables["--app-primary"]).toBe(PALETTES.dark.primary);
    expect(variables["--app-background"]).toBe(PALETTES.dark.background);
    expect(variables["--app-gray-1"]).toBe(PALETTES.dark.gray1);
    expect(variables["--app-gray-10"]).toBe(PALETTES.dark.gray10);
  });

  it("differs between light and dark so switching theme repaints the page", () => {
    expect(paletteCssVariables(PALETTES.light)["--app-background"]).not.toBe(
      paletteCssVariables(PALETTES.dark)["--app-background"],
    );
  });

  it("makes the light page light and the dark page dark", () => {
    expect(luminance(PALETTES.light.background)).toBeGreaterThan(0.8);
    expect(luminance(PALETTES.dark.background)).toBeLessThan(0.05);
  });
});

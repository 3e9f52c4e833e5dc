import type { AppliedTheme } from "./theme-mode.ts";

/** The roles that carry meaning through colour; each must be readable as text on the background. */
export const COLOURED_ROLES = [
  "primary",
  "secondary",
  "accent",
  "distinct",
  "positive",
  "negative",
  "warning",
  "info",
] as const;

/** The colour roles of SPEC §3, in the order their CSS custom properties are written. */
export const PALETTE_TOKENS = [
  ...COLOURED_ROLES,
  "base",
  "background",
  "border",
  "gray1",
  "gray2",
  "gray3",
  "gray4",
  "gray5",
  "gray6",
  "gray7",
  "gray8",
  "gray9",
  "gray10",
] as const;

export type PaletteToken = (typeof PALETTE_TOKENS)[number];

/**
 * One theme's colours as `#rrggbb`. `base` is the body text colour and `background` the page behind it.
 * The grays run from gray1 (closest to the background) to gray10 (closest to the text) in both themes, so a
 * level means the same emphasis whichever theme applies. Every coloured role and gray7..gray10 reach WCAG AA
 * text contrast (4.5:1) on the background; gray6 reaches the 3:1 asked of icons and control outlines.
 */
export type Palette = Readonly<Record<PaletteToken, string>>;

// Surfaces, grays and the primary blue are Blueprint 6's own, so the app and its Blueprint components read as one.
const LIGHT: Palette = {
  primary: "#215db0",
  secondary: "#0f766e",
  accent: "#7c3aed",
  distinct: "#c2185b",
  positive: "#1c6e42",
  negative: "#ac2f33",
  warning: "#935610",
  info: "#0f6894",
  base: "#1c2127",
  background: "#f6f7f9",
  border: "#c5cbd3",
  gray1: "#edeff2",
  gray2: "#e5e8eb",
  gray3: "#d3d8de",
  gray4: "#c5cbd3",
  gray5: "#abb3bf",
  gray6: "#7f8a99",
  gray7: "#5f6b7c",
  gray8: "#404854",
  gray9: "#2f343c",
  gray10: "#252a31",
};

const DARK: Palette = {
  primary: "#8abbff",
  secondary: "#3ccfb4",
  accent: "#c4a1ff",
  distinct: "#ff66a1",
  positive: "#72ca9b",
  negative: "#fa999c",
  warning: "#fbb360",
  info: "#68c1ee",
  base: "#f6f7f9",
  background: "#1c2127",
  border: "#404854",
  gray1: "#252a31",
  gray2: "#2f343c",
  gray3: "#383e47",
  gray4: "#404854",
  gray5: "#5f6b7c",
  gray6: "#738091",
  gray7: "#8f99a8",
  gray8: "#abb3bf",
  gray9: "#d3d8de",
  gray10: "#edeff2",
};

export const PALETTES: Readonly<Record<AppliedTheme, Palette>> = { light: LIGHT, dark: DARK };

/** `gray10` becomes `--app-gray-10`, `primary` becomes `--app-primary`. */
export function paletteCssVariableName(token: PaletteToken): string {
  return `--app-${token.replace(/(\d+)$/, "-$1")}`;
}

export function paletteCssVariables(palette: Palette): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const token of PALETTE_TOKENS) variables[paletteCssVariableName(token)] = palette[token];
  return variables;
}

/** The browser's theme-colour (address bar, task switcher) matches the page background. */
export function themeColorMeta(applied: AppliedTheme): string {
  return PALETTES[applied].background;
}

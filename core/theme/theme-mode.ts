export enum ThemeMode {
  LIGHT = "LIGHT",
  DARK = "DARK",
  SYSTEM = "SYSTEM",
}

/** The two looks a screen can actually have once SYSTEM is resolved. */
export type AppliedTheme = "light" | "dark";

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === "string" && (Object.values(ThemeMode) as string[]).includes(value);
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): AppliedTheme {
  if (mode === ThemeMode.SYSTEM) return systemPrefersDark ? "dark" : "light";
  return mode === ThemeMode.DARK ? "dark" : "light";
}

export const DEFAULT_LANGUAGE = "en-US";

/** A BCP 47 tag such as en-US or pt-BR; the stored app state keeps it as the language ISO name. */
export function isLanguageIso(value: unknown): value is string {
  return typeof value === "string" && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value);
}

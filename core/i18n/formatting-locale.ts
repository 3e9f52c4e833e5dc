import { DEFAULT_LANGUAGE } from "./language.ts";

let current = DEFAULT_LANGUAGE;

/**
 * The locale money, numbers and dates are shown in: the interface language, set each time one is applied. Held
 * here, as i18next holds its language, so every rule that writes a figure follows it without being handed it.
 */
export function formattingLocale(): string {
  return current;
}

export function setFormattingLocale(iso: string): void {
  current = iso;
}

import { CALLING_CODES } from "./country-calling-codes.ts";

export interface CountryOption {
  /** ISO region */
  readonly value: string;
  readonly label: string;
}

/**
 * The countries of the calling-code picker, named in the interface language and sorted by those names;
 * `label` writes one entry ("Canada (+1)").
 */
export function countryOptions(
  language: string,
  label: (country: string, code: string) => string,
): CountryOption[] {
  const names = regionNames(language);
  const collator = new Intl.Collator(language);
  return Object.entries(CALLING_CODES)
    .map(([region, code]) => ({ value: region, label: label(names?.of(region) ?? region, code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: "region" });
  } catch {
    return null;
  }
}

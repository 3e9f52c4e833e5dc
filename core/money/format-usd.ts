import { formattingLocale } from "../i18n/formatting-locale.ts";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money in US dollars with a fixed number of decimals (SPEC §9: 2 in general, 7 in the request logs), written
 * the way the locale writes amounts ("$1,399.86" in en-US, "1 399,86 $US" in fr-FR).
 */
export function formatUsd(amount: number, decimals = 2, locale = formattingLocale()): string {
  const key = `${locale}|${decimals}`;
  let format = formats.get(key);
  // Stryker disable next-line ConditionalExpression: the map only saves building a format again; a new format for the same locale and decimals writes the same text
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    // Stryker disable next-line CallExpression: without it each call builds its format anew, which writes the same text
    formats.set(key, format);
  }
  return format.format(amount);
}

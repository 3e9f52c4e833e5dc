import { formattingLocale } from "../i18n/formatting-locale.ts";
import { DEFAULT_LANGUAGE } from "../i18n/language.ts";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day a model's prices were read, as the catalogue shows it: YYYY-MM-DD in en-US (SPEC §6's shape), the
 * locale's medium date otherwise. Null when the gateway gives no date, or not a real one.
 */
export function formatPricesReadOn(readOn: string | null, locale = formattingLocale()): string | null {
  const day = readOn === null ? null : calendarDay(readOn);
  if (day === null) return null;
  if (locale === DEFAULT_LANGUAGE) return readOn;
  let format = formats.get(locale);
  // Stryker disable next-line ConditionalExpression: the map only saves building a format again; a new format for the same locale writes the same text
  if (!format) {
    // A calendar day, not a moment: read and written in UTC so no time zone moves it to the day before.
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    // Stryker disable next-line CallExpression: without it each call builds its format anew, which writes the same text
    formats.set(locale, format);
  }
  return format.format(day);
}

function calendarDay(readOn: string): Date | null {
  const parts = readOn.match(CALENDAR_DATE);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // A day the month does not have (2026-02-30, or 00) rolls over into another month: not a day the catalogue can
  // have meant. A day it has keeps the month, so the month alone tells them apart.
  return date.getUTCMonth() === month - 1 ? date : null;
}

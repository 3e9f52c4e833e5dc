import { formattingLocale } from "../i18n/formatting-locale.ts";
import { DEFAULT_LANGUAGE } from "../i18n/language.ts";

/** A moment as the dashboard shows it in lists (API keys, request logs): local date and time of day. */
export interface DateAndTime {
  /** YYYY-MM-DD in en-US; the locale's short date otherwise */
  readonly date: string;
  /** HH:mm, 24-hour, in en-US; the locale's short time otherwise */
  readonly time: string;
}

const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * SPEC §6 fixes en-US's shapes (YYYY-MM-DD and HH:mm), which files and exports also use; every other language
 * reads dates and times the way its locale writes them.
 */
export function dateAndTime(moment: Date, locale = formattingLocale()): DateAndTime {
  if (locale === DEFAULT_LANGUAGE) {
    const two = (value: number) => String(value).padStart(2, "0");
    return {
      date: `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`,
      time: `${two(moment.getHours())}:${two(moment.getMinutes())}`,
    };
  }
  let format = formats.get(locale);
  // Stryker disable next-line ConditionalExpression: the map only saves building a format again; a new format for the same locale writes the same text
  if (!format) {
    format = {
      date: new Intl.DateTimeFormat(locale, { dateStyle: "medium" }),
      time: new Intl.DateTimeFormat(locale, { timeStyle: "short" }),
    };
    formats.set(locale, format);
  }
  return { date: format.date.format(moment), time: format.time.format(moment) };
}

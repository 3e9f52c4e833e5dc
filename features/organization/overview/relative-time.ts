/** How long ago (negative) or ahead (positive) a moment is, in the largest unit that fits (Intl.RelativeTimeFormat). */
export interface RelativeTime {
  readonly value: number;
  readonly unit: Intl.RelativeTimeFormatUnit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest first; a month and a year are counted as 30 and 365 days: close enough for "3 months ago". */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
];

export function relativeTime(moment: Date, now: number): RelativeTime {
  const offset = moment.getTime() - now;
  for (const [unit, size] of UNITS) {
    // Whole units only: 45 days is "1 month ago", not "2 months ago".
    if (Math.abs(offset) >= size) return { value: Math.trunc(offset / size), unit };
  }
  return { value: 0, unit: "second" };
}

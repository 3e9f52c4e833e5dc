/**
 * A period of whole local days, as the logs' date range picks it: from the first day's midnight, up to (and
 * excluding) the midnight after the last day, so the last day counts in full.
 */
export interface DayPeriod {
  /** YYYY-MM-DD, local. */
  readonly fromDay?: string;
  /** YYYY-MM-DD, local; included. */
  readonly toDay?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD (no 30 February). */
export function isCalendarDay(text: string): boolean {
  return localMidnight(text) !== null;
}

/** The moments the log filters take for a period of days: `from` included, `to` excluded. */
export function momentsOfDays(period: DayPeriod): { from?: Date; to?: Date } {
  const from = period.fromDay ? localMidnight(period.fromDay) : null;
  const to = period.toDay ? localMidnight(period.toDay) : null;
  // setDate crosses months, years and daylight-saving changes on the calendar, not by adding 24 hours.
  to?.setDate(to.getDate() + 1);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function localMidnight(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  date.setFullYear(year);
  const real = date.getFullYear() === year && date.getMonth() === month && date.getDate() === day;
  return real ? date : null;
}

/** A calendar month (UTC) the evidence covers: `month` as YYYY-MM, `from` its first instant, `to` the next month's. */
export interface EvidencePeriod {
  readonly month: string;
  /** ISO text of the first instant of the month, UTC (included). */
  readonly from: string;
  /** ISO text of the first instant of the next month, UTC (excluded). */
  readonly to: string;
}

export const PERIOD_PROBLEM = "period must be a month written YYYY-MM, such as 2026-03.";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The period a YYYY-MM text names, or null when it names none. */
export function evidencePeriodOf(text: unknown): EvidencePeriod | null {
  const match = typeof text === "string" ? MONTH.exec(text) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  return {
    month: text as string,
    from: new Date(Date.UTC(year, monthIndex, 1)).toISOString(),
    to: new Date(Date.UTC(year, monthIndex + 1, 1)).toISOString(),
  };
}

/** The month (UTC) an instant falls in, as YYYY-MM: the default period, this month. */
export function monthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** Whether an ISO instant falls inside the period. */
export function withinPeriod(period: EvidencePeriod, at: string): boolean {
  const time = Date.parse(at);
  return time >= Date.parse(period.from) && time < Date.parse(period.to);
}

/** The months a download offers, newest first: this one (UTC) and the `count - 1` before it. */
export function recentMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, back) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))),
  );
}

/** Months in one billing interval. */
export function monthsIn(interval: string): number {
  return interval === "year" ? 12 : 1;
}

/**
 * The end of period `index` of a subscription started at `anchor`: whole months later, on the anchor's day or
 * the month's last day when it is shorter (Jan 31 → Feb 28 → Mar 31), so periods never drift.
 */
export function periodEnd(anchor: string, interval: string, index: number): string {
  const start = new Date(anchor);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + monthsIn(interval) * index);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString();
}

/** Which period of a subscription started at `anchor` ends at `end` (1 for the first). */
export function periodIndexOf(anchor: string, interval: string, end: string): number {
  const from = new Date(anchor);
  const to = new Date(end);
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  return Math.round(months / monthsIn(interval));
}

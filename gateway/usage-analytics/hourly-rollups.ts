const HOUR_MS = 3_600_000;

/** Whether a moment starts a UTC hour: a range between such moments is whole rollup hours (chat_history_hourly). */
export function isWholeHour(moment: Date): boolean {
  return moment.getTime() % HOUR_MS === 0;
}

/** A moment as the dashboard shows it in lists (API keys, request logs): local date and time of day. */
export interface DateAndTime {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:mm, 24-hour */
  readonly time: string;
}

export function dateAndTime(moment: Date): DateAndTime {
  const two = (value: number) => String(value).padStart(2, "0");
  return {
    date: `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`,
    time: `${two(moment.getHours())}:${two(moment.getMinutes())}`,
  };
}

/** A stored timestamp as the gateway answers dates: ISO-8601 with milliseconds and zone (null stays null). */
export function isoDate(stored: string): string;
export function isoDate(stored: string | null): string | null;
export function isoDate(stored: string | null): string | null {
  return stored === null ? null : new Date(stored).toISOString();
}

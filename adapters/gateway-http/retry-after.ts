/**
 * How long a 429 answer asks the client to wait, in milliseconds: its Retry-After header holds either a number of
 * seconds or an HTTP date. Null when the header is missing or unreadable.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date always names its month; without that check Date.parse reads "1.5" as a day in 2001.
  if (!/[a-z]{3}/i.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

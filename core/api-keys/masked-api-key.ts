import { abbreviateMiddle } from "../text/abbreviate-middle.ts";

/**
 * An API key as lists show it once it was created: its first 5 and last 5 characters, as the request logs mask
 * it (SPEC §3), so a person can tell which key made a request.
 */
export function maskApiKey(value: string): string {
  return abbreviateMiddle(value, 5, 5);
}

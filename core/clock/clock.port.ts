import { token } from "../wiring/token.ts";
/** The current time, so rules that depend on it (token expiry, caches) can be tested at any instant. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const Clock = token<Clock>("Clock");

/** The time the in-memory gateway stamps records with; tests pass a fixed one. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export function isoAt(clock: Clock, offsetMs = 0): string {
  return new Date(clock() + offsetMs).toISOString();
}

import type { Clock } from "../../core/clock/clock.port.ts";
import { SystemClock } from "../clock-system/system-clock.adapter.ts";

/** The time the in-memory gateway stamps records with, unless a test passes a fixed clock. */
export const systemClock: Clock = new SystemClock();

export function isoAt(clock: Clock, offsetMs = 0): string {
  return new Date(clock.now() + offsetMs).toISOString();
}

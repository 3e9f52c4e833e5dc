import type { Clock } from "../../core/clock/clock.port.ts";

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}

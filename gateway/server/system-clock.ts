import type { Clock } from "../../core/clock/clock.port.ts";

export const systemClock: Clock = { now: () => Date.now() };

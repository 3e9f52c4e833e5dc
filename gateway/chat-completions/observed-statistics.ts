import type { ObservedFigures } from "../../core/chat-completions/best-available-routing.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { RoutingFigures } from "../routing-statistics/routing-figures.ts";

/** What Best Available knows of each model's recent requests, by the model's name. */
export interface RoutingStatistics {
  current(): Promise<ReadonlyMap<string, ObservedFigures>>;
}

/** The figures (gateway/routing-statistics/) as they stand at the clock's now. */
export function routingStatisticsOf(figures: RoutingFigures, clock: Clock): RoutingStatistics {
  return { current: () => figures.current(clock.now()) };
}

import type { ObservedFigures } from "../../core/chat-completions/best-available-routing.ts";
import { SharedStateKind } from "../shared-state/shared-state-failure.ts";
import type { SharedStateGuard } from "../shared-state/shared-state-guard.ts";
import type { InProcessRoutingFigures } from "./in-process-routing-figures.ts";
import type { RedisRoutingFigures } from "./redis-routing-figures.ts";
import type { RoutingFigures, RoutingSample } from "./routing-figures.ts";

/**
 * The shared figures while Redis answers. Every sample also goes to this instance's own figures, so that when
 * Redis fails, open (the default) routes by those (seeded from the request log, kept current since); closed
 * answers Best Available requests 503. A sample Redis missed is only lost from the shared figures.
 */
export class FailoverRoutingFigures implements RoutingFigures {
  constructor(
    private readonly shared: RedisRoutingFigures,
    private readonly own: InProcessRoutingFigures,
    private readonly guard: SharedStateGuard,
  ) {}

  async add(sample: RoutingSample, at: number): Promise<void> {
    await this.own.add(sample, at);
    await this.guard
      .run(
        SharedStateKind.ROUTING_STATISTICS,
        () => this.shared.add(sample, at),
        () => {},
      )
      // Closed: the request this sample is of was answered already; nobody is left to refuse.
      .catch(() => {});
  }

  current(now: number): Promise<ReadonlyMap<string, ObservedFigures>> {
    return this.guard.run(
      SharedStateKind.ROUTING_STATISTICS,
      () => this.shared.current(now),
      () => this.own.current(now),
    );
  }
}

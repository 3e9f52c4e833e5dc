import type { SharedState } from "../shared-state/shared-state.ts";
import { FailoverRoutingFigures } from "./failover-routing-figures.ts";
import { type FiguresSeed, InProcessRoutingFigures } from "./in-process-routing-figures.ts";
import { RedisRoutingFigures } from "./redis-routing-figures.ts";
import type { RoutingFigures } from "./routing-figures.ts";

/** This process's figures seeded from the request log without Redis; else Redis's, failing over to those. */
export function routingFiguresFor(sharedState: SharedState, seed: FiguresSeed): RoutingFigures {
  const own = new InProcessRoutingFigures(seed);
  const { redis, guard } = sharedState;
  if (!redis || !guard) return own;
  return new FailoverRoutingFigures(new RedisRoutingFigures(redis.client), own, guard);
}

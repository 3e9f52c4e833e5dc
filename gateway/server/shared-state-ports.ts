import { apiKeyChangesFor } from "../api-keys/api-key-changes-for.ts";
import { budgetReservationsFor } from "../budgets/budget-reservations-for.ts";
import type { GatewayConfig } from "../config/gateway-config.ts";
import type { Database } from "../database/database.ts";
import { rateLimitCountersFor } from "../rate-limits/rate-limit-counters-for.ts";
import { requestLogFigures } from "../routing-statistics/request-log-figures.ts";
import { routingFiguresFor } from "../routing-statistics/routing-figures-for.ts";
import type { ConnectionLog } from "../shared-state/redis-connection.ts";
import { sharedStateFor } from "../shared-state/shared-state.ts";
import type { GatewayDeps } from "./gateway-deps.ts";

/** What one gateway instance keeps of the state instances share: each kind's port, and where it lives. */
export type SharedStatePorts = Pick<
  GatewayDeps,
  "sharedState" | "rateLimitCounters" | "budgetReservations" | "apiKeyChanges" | "routingFigures"
>;

/**
 * Connects to Redis when the config names it and builds each kind of shared state on it (else in this process).
 * Every instance, a test's second one included, builds its own: its own connection, caches and fallbacks.
 */
export async function sharedStatePortsFor(
  config: Pick<GatewayConfig, "redisUrl" | "redisFailureModes">,
  db: Database,
  log: ConnectionLog,
): Promise<SharedStatePorts> {
  const sharedState = await sharedStateFor(config, log);
  try {
    return {
      sharedState,
      rateLimitCounters: rateLimitCountersFor(sharedState),
      budgetReservations: budgetReservationsFor(sharedState),
      apiKeyChanges: await apiKeyChangesFor(sharedState, log),
      routingFigures: routingFiguresFor(sharedState, requestLogFigures(db)),
    };
  } catch (error) {
    await sharedState.close();
    throw error;
  }
}

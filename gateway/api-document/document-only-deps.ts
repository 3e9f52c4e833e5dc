import { InProcessApiKeyChanges } from "../api-keys/api-key-changes.ts";
import { InProcessBudgetReservations } from "../budgets/in-process-budget-reservations.ts";
import { gatewayConfigFrom } from "../config/gateway-config.ts";
import { InProcessRateLimitCounters } from "../rate-limits/in-process-rate-limit-counters.ts";
import { InProcessRoutingFigures } from "../routing-statistics/in-process-routing-figures.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { rateLimitPolicyFrom } from "../server/rate-limit-policy.ts";
import { systemClock } from "../server/system-clock.ts";
import { IN_PROCESS_STATE } from "../shared-state/shared-state.ts";

/**
 * What the server is built from when it is built only to read its API document (npm run api-document): the
 * document comes from the routes' registrations, which open, verify and charge nothing, so there is no database,
 * token verifier or payment provider behind these, and any use of one fails loudly.
 */
export function documentOnlyDeps(): GatewayDeps {
  return {
    config: gatewayConfigFrom({
      GATEWAY_DATA_DIR: "memory",
      GATEWAY_LOG_LEVEL: "silent",
      GATEWAY_RETENTION_SWEEP: "off",
    }),
    db: unusable("database"),
    clock: systemClock,
    identity: unusable("token verifier"),
    payments: unusable("payment provider"),
    upstreams: [],
    rateLimit: rateLimitPolicyFrom({}),
    rateLimitCounters: new InProcessRateLimitCounters(),
    catalogue: unusable("catalogue"),
    cipher: unusable("cipher"),
    auditSeal: unusable("audit seal"),
    outbound: unusable("outbound policy"),
    // Listened to as the routes are built; nothing changes while the document is written.
    apiKeyChanges: new InProcessApiKeyChanges(),
    sharedState: IN_PROCESS_STATE,
    routingFigures: new InProcessRoutingFigures(),
    budgetReservations: new InProcessBudgetReservations(),
  };
}

function unusable<T>(name: string): T {
  return new Proxy({} as object, {
    get(_target, member) {
      // Not a thenable, and inspectable, so holding one is harmless; using one is not.
      if (member === "then" || typeof member === "symbol") return undefined;
      throw new Error(`Writing the API document uses no ${name}, yet its ${String(member)} was read`);
    },
  }) as T;
}

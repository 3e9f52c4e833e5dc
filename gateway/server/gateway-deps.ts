import type { AuditSeal } from "../../core/audit/audit-seal.port.ts";
import type { BudgetReservationsPort } from "../../core/budgets/budget-reservations.port.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { ApiKeyChanges } from "../api-keys/api-key-changes.ts";
import type { PaymentsPort } from "../billing/payments.port.ts";
import type { ModelCatalogue } from "../chat-completions/model-catalogue.ts";
import type { UpstreamConfig } from "../chat-completions/upstream-config.ts";
import type { GatewayConfig } from "../config/gateway-config.ts";
import type { Database } from "../database/database.ts";
import type { TokenVerifier } from "../identity/token-verifier.port.ts";
import type { OutboundPolicy } from "../outbound/outbound-policy.ts";
import type { RateLimitCounters } from "../rate-limits/rate-limit-counters.ts";
import type { RoutingFigures } from "../routing-statistics/routing-figures.ts";
import type { SecretCipher } from "../secrets/secret-cipher.ts";
import type { SharedState } from "../shared-state/shared-state.ts";
import type { RateLimitPolicy } from "./rate-limit-policy.ts";

/** What every area's routes are built from; main.ts and the test harness assemble it. */
export interface GatewayDeps {
  readonly config: GatewayConfig;
  readonly db: Database;
  readonly clock: Clock;
  readonly identity: TokenVerifier;
  readonly payments: PaymentsPort;
  /** OpenAI-compatible upstreams; empty means the simulated provider answers everything. */
  readonly upstreams: readonly UpstreamConfig[];
  readonly rateLimit: RateLimitPolicy;
  /** Keys' and clients' requests and tokens counted against their limits, shared by every instance with Redis. */
  readonly rateLimitCounters: RateLimitCounters;
  /** The active models, shared by every endpoint, so a catalogue reload is seen by all at once. */
  readonly catalogue: ModelCatalogue;
  /** Seals the secrets the gateway must send on (custom models' keys). */
  readonly cipher: SecretCipher;
  /** Hashes and seals the organizations' audit chains, with a key derived from the cipher's. */
  readonly auditSeal: AuditSeal;
  /** What URLs called on someone's word are held to. */
  readonly outbound: OutboundPolicy;
  /** Announces edited, rotated, revoked and deleted API keys, so no cache lets them through. */
  readonly apiKeyChanges: ApiKeyChanges;
  /** Redis when several instances share state, else this process (gateway/shared-state/). */
  readonly sharedState: SharedState;
  /** Each model's observed latency and token rate over the last day (Best Available), shared with Redis. */
  readonly routingFigures: RoutingFigures;
  /** Money held against keys' and departments' budgets by requests in flight, shared by every instance with Redis. */
  readonly budgetReservations: BudgetReservationsPort;
}

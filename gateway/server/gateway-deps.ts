import type { Clock } from "../../core/clock/clock.port.ts";
import type { PaymentsPort } from "../billing/payments.port.ts";
import type { UpstreamConfig } from "../chat-completions/upstream-config.ts";
import type { GatewayConfig } from "../config/gateway-config.ts";
import type { Database } from "../database/database.ts";
import type { TokenVerifier } from "../identity/token-verifier.port.ts";
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
}

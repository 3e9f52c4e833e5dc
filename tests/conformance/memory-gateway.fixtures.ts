import { apiKeysSeed } from "../../adapters/gateway-memory/api-keys/api-keys.seed.ts";
import { AVAILABLE_MODELS_SEED } from "../../adapters/gateway-memory/available-models/available-models.seed.ts";
import { billingSeed } from "../../adapters/gateway-memory/billing/billing.seed.ts";
import { subscriptionSeed } from "../../adapters/gateway-memory/subscription/subscription.seed.ts";
import { usageLogsSeed } from "../../adapters/gateway-memory/usage-logs/usage-logs.seed.ts";
import type { Clock } from "../../core/clock/clock.port.ts";

/** A fixed "now" for the memory runs of the conformance suites. */
export const FIXED_CLOCK: Clock = { now: () => Date.parse("2025-03-14T12:00:00.000Z") };

/** The memory profile's seeds, which satisfy what each suite asks of its `given`. */
export const SEEDS = {
  subscription: subscriptionSeed(FIXED_CLOCK),
  billing: billingSeed(FIXED_CLOCK),
  models: AVAILABLE_MODELS_SEED,
  apiKeys: apiKeysSeed(FIXED_CLOCK),
  usageLogs: usageLogsSeed(FIXED_CLOCK),
};

import { apiKeysSeed } from "./api-keys/api-keys.seed.ts";
import { MemoryApiKeysGateway } from "./api-keys/memory-api-keys-gateway.adapter.ts";
import { MemoryAuthGateway } from "./auth/memory-auth-gateway.adapter.ts";
import { AVAILABLE_MODELS_SEED } from "./available-models/available-models.seed.ts";
import { MemoryAvailableModelsGateway } from "./available-models/memory-available-models-gateway.adapter.ts";
import { billingSeed } from "./billing/billing.seed.ts";
import { MemoryBillingGateway } from "./billing/memory-billing-gateway.adapter.ts";
import { MemoryPaymentLedger } from "./billing/memory-payment-ledger.ts";
import { keysWatchedForBudgetAlerts } from "./budget-alerts/keys-watched-for-budget-alerts.ts";
import { lazyChatCompletions } from "./chat-completions/lazy-chat-completions.ts";
import type { SimulatedProviderOptions } from "./chat-completions/memory-chat-completions-gateway.adapter.ts";
import { MemoryFeedbackGateway } from "./feedback/memory-feedback-gateway.adapter.ts";
import { systemClock } from "./memory-clock.ts";
import type { OrganizationContext } from "./organization/organization-context.ts";
import { MemorySubscriptionGateway } from "./subscription/memory-subscription-gateway.adapter.ts";
import { subscriptionSeed } from "./subscription/subscription.seed.ts";
import { MemoryUsageAnalyticsGateway } from "./usage-analytics/memory-usage-analytics-gateway.adapter.ts";
import { MemoryUsageLogsGateway } from "./usage-logs/memory-usage-logs-gateway.adapter.ts";
import { usageLogsSeed } from "./usage-logs/usage-logs.seed.ts";

/**
 * The simulated provider writes its answers piece by piece as a model would (the reference gateway's does too, at
 * the catalogue's pace), so the memory profile shows a reply being written and it can be stopped part way.
 */
export const SIMULATED_PIECE_DELAY_MS = 20;

/** The requests the memory profile's logs start with: about eight months of them. */
const MEMORY_PROFILE_REQUESTS = 250;

export interface MemoryGatewaysOptions {
  /** How the simulated provider asks as a department: the memory organization area's (the module wires it). */
  readonly askAsDepartment?: SimulatedProviderOptions["askAsDepartment"];
  /** The memory organization area's database, for the organization's usage analytics (the module wires it). */
  readonly organizationContext?: () => Promise<OrganizationContext>;
}

/**
 * Every memory gateway outside the organization area, seeded, sharing one request log (whose costs are the
 * account's usage) and one payment ledger (the cards a subscription is paid with, the invoices it issues).
 */
export function memoryGateways(options: MemoryGatewaysOptions = {}) {
  // The simulated provider logs what it answers, so the playground's requests show up in the request logs. The
  // seed holds more requests than two pages of the logs, as the reference gateway's demo history does.
  const usageLogsData = usageLogsSeed(systemClock, MEMORY_PROFILE_REQUESTS);
  const usageLogs = new MemoryUsageLogsGateway(usageLogsData);
  // The usage analytics sum the same requests: the seed, and every one the simulated provider answers.
  const usageAnalytics = new MemoryUsageAnalyticsGateway(usageLogsData, options.organizationContext);
  const billingData = billingSeed(systemClock);
  const ledger = new MemoryPaymentLedger(billingData, systemClock);
  // The playground's requests made with one of these keys follow its rules and count in its spend.
  const apiKeys = new MemoryApiKeysGateway(
    apiKeysSeed(systemClock),
    systemClock,
    AVAILABLE_MODELS_SEED.map((model) => model.systemName),
  );
  const { organizationContext } = options;
  // A subscription's change is recorded in the audit log of the organizations its owner owns.
  const subscription = new MemorySubscriptionGateway(
    subscriptionSeed(systemClock),
    systemClock,
    ledger,
    organizationContext
      ? async (change) => {
          const [context, { recordSubscriptionChange }] = await Promise.all([
            organizationContext(),
            import("./audit/subscription-audit.ts"),
          ]);
          await recordSubscriptionChange(context, change);
        }
      : undefined,
  );
  return {
    auth: new MemoryAuthGateway(),
    subscription,
    billing: new MemoryBillingGateway(ledger, billingData.account, {
      usageCost: () => usageLogs.totalCost(),
      premiumExpiresAt: () => subscription.premiumExpiresAt(),
    }),
    availableModels: new MemoryAvailableModelsGateway(AVAILABLE_MODELS_SEED),
    apiKeys,
    usageLogs,
    usageAnalytics,
    // The simulated provider (its answers, the schemas it fills in) loads with the first request: a screen that
    // only shows models, keys or usage never downloads it.
    chatCompletions: lazyChatCompletions(async () => {
      const { MemoryChatCompletionsGateway } = await import(
        "./chat-completions/memory-chat-completions-gateway.adapter.ts"
      );
      return new MemoryChatCompletionsGateway(AVAILABLE_MODELS_SEED, {
        log: (record) => {
          usageLogs.record(record);
          usageAnalytics.record(record);
        },
        pieceDelayMs: SIMULATED_PIECE_DELAY_MS,
        askAsDepartment: options.askAsDepartment,
        // A key's use is followed by its budget alerts, notified in the organization area, as the gateway does.
        apiKeys: options.organizationContext
          ? keysWatchedForBudgetAlerts(apiKeys, options.organizationContext)
          : apiKeys,
      });
    }),
    feedback: new MemoryFeedbackGateway(),
  };
}

export type MemoryGateways = ReturnType<typeof memoryGateways>;

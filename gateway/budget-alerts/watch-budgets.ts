import type { FastifyInstance } from "fastify";
import { serverChatHistoryRecorder } from "../chat-completions/server-chat-history-recorder.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { serverWebhookWorker } from "../webhooks/webhook-delivery-worker.ts";
import { evaluateApiKeyBudgetAlerts } from "./api-key-budget-alert-evaluation.ts";
import { evaluateBudgetAlerts } from "./budget-alert-evaluation.ts";

/**
 * Budget alerts follow the requests recorded: after each batch, the months of the departments and of the API keys
 * its requests were made as are judged, and a delivery queued for the webhook is sent at once rather than at the
 * worker's next look.
 */
export function watchBudgets(app: FastifyInstance, deps: GatewayDeps): void {
  const worker = serverWebhookWorker(app, deps);
  serverChatHistoryRecorder(app, deps).afterSpendersRecorded(async ({ departmentIds, apiKeyIds }) => {
    const now = deps.clock.now();
    const outcomes = [
      ...(departmentIds.length > 0 ? await evaluateBudgetAlerts(deps.db, now, departmentIds) : []),
      ...(apiKeyIds.length > 0 ? await evaluateApiKeyBudgetAlerts(deps.db, now, apiKeyIds) : []),
    ];
    if (outcomes.some((outcome) => outcome.fired && outcome.webhookQueued)) worker.nudge();
  });
}

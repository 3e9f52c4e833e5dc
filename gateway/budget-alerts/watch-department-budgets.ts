import type { FastifyInstance } from "fastify";
import { serverChatHistoryRecorder } from "../chat-completions/server-chat-history-recorder.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { serverWebhookWorker } from "../webhooks/webhook-delivery-worker.ts";
import { evaluateBudgetAlerts } from "./budget-alert-evaluation.ts";

/**
 * Budget alerts follow the requests recorded: after each batch holding department requests, those departments'
 * months are judged, and a delivery queued for the webhook is sent at once rather than at the worker's next look.
 */
export function watchDepartmentBudgets(app: FastifyInstance, deps: GatewayDeps): void {
  const worker = serverWebhookWorker(app, deps);
  serverChatHistoryRecorder(app, deps).afterDepartmentRowsRecorded(async (departmentIds) => {
    const outcomes = await evaluateBudgetAlerts(deps.db, deps.clock.now(), departmentIds);
    if (outcomes.some((outcome) => outcome.fired && outcome.webhookQueued)) worker.nudge();
  });
}

import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { anthropicMessagesRoutes } from "../anthropic-messages/anthropic-messages.routes.ts";
import { registerApiDocument } from "../api-document/api-document.ts";
import { apiKeysRoutes } from "../api-keys/api-keys.routes.ts";
import { auditRoutes } from "../audit/audit.routes.ts";
import { availableModelsRoutes } from "../available-models/available-models.routes.ts";
import { catalogueReloadRoutes } from "../available-models/catalogue-reload.routes.ts";
import { billingRoutes } from "../billing/billing.routes.ts";
import { budgetAlertsRoutes } from "../budget-alerts/budget-alerts.routes.ts";
import { watchBudgets } from "../budget-alerts/watch-budgets.ts";
import { chatCompletionsRoutes } from "../chat-completions/chat-completions.routes.ts";
import { complianceEvidenceRoutes } from "../compliance-evidence/compliance-evidence.routes.ts";
import { embeddingsRoutes } from "../embeddings/embeddings.routes.ts";
import { feedbackRoutes } from "../feedback/feedback.routes.ts";
import { authRoutes } from "../identity/auth.routes.ts";
import { userAccountRoutes } from "../identity/user-account.routes.ts";
import { modelsRoutes } from "../models/models.routes.ts";
import { notificationsRoutes } from "../notifications/notifications.routes.ts";
import { operationsRoutes } from "../operations/operations.routes.ts";
import { organizationRoutes } from "../organization/organization.routes.ts";
import { limitRequestsPerClient } from "../rate-limits/client-rate-limit.ts";
import { responsesRoutes } from "../responses/responses.routes.ts";
import { retentionRoutes } from "../retention/retention.routes.ts";
import { subscriptionRoutes } from "../subscription/subscription.routes.ts";
import { usageAnalyticsRoutes } from "../usage-analytics/usage-analytics.routes.ts";
import { usageLogsRoutes } from "../usage-logs/usage-logs.routes.ts";
import { deliverWebhooksWhileListening } from "../webhooks/webhook-delivery-worker.ts";
import { webhooksRoutes } from "../webhooks/webhooks.routes.ts";
import { API_PREFIX } from "./api-prefix.ts";
import { DRAIN_GRACE_MS, drainOnClose } from "./drain-on-close.ts";
import { handleError } from "./error-handler.ts";
import type { GatewayDeps } from "./gateway-deps.ts";
import { HttpProblem } from "./http-problem.ts";
import { answerUnknownRoute } from "./not-found.ts";

export { API_PREFIX };

const AREAS = [
  authRoutes,
  userAccountRoutes,
  subscriptionRoutes,
  billingRoutes,
  apiKeysRoutes,
  availableModelsRoutes,
  catalogueReloadRoutes,
  chatCompletionsRoutes,
  responsesRoutes,
  anthropicMessagesRoutes,
  embeddingsRoutes,
  modelsRoutes,
  usageLogsRoutes,
  usageAnalyticsRoutes,
  organizationRoutes,
  auditRoutes,
  feedbackRoutes,
  notificationsRoutes,
  budgetAlertsRoutes,
  webhooksRoutes,
  retentionRoutes,
  complianceEvidenceRoutes,
];

/**
 * Bodyless calls (POST /auth/send-welcome) may arrive with any content type, or one a proxy added; only a body the
 * gateway cannot read is refused, with 415.
 */
function acceptEmptyBodiesOfAnyType(app: FastifyInstance): void {
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
    if ((body as Buffer).length === 0) {
      done(null, undefined);
      return;
    }
    done(new HttpProblem(415, "Send the body as application/json."), undefined);
  });
  // The dashboard's client marks every call as JSON, bodyless ones too (POST /users/apikeys, DELETE …/{id}).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") done(null, undefined);
    else parseJson(request, body as string, done);
  });
}

/** The gateway's HTTP server with every area's routes under /v1/api; not yet listening. */
export async function buildServer(
  deps: GatewayDeps,
  logger: FastifyServerOptions["logger"] = { level: deps.config.logLevel },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 2 * 1024 * 1024,
    // A client that hung up mid-stream on a kept-alive connection would otherwise hold close() forever.
    forceCloseConnections: true,
    // drainOnClose answers what arrives during a stop itself: /readyz says "draining", the rest a 503 with a message.
    return503OnClosing: false,
    // Ids in logs tie a request's lines together.
    requestIdHeader: "x-request-id",
    // Behind a balancer, request.ip is the client's address from X-Forwarded-For, only from a proxy trusted.
    trustProxy: deps.config.trustedProxies.length > 0 ? [...deps.config.trustedProxies] : false,
    // A malformed URL or an over-long path parameter is refused before routing; answer it like any other 4xx.
    frameworkErrors: handleError,
    // One line per request only when debugging: at 500 requests a second they would drown everything else.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== "debug" && deps.config.logLevel !== "trace",
    }),
  });
  drainOnClose(app, DRAIN_GRACE_MS);
  app.setErrorHandler(handleError);
  acceptEmptyBodiesOfAnyType(app);
  app.setNotFoundHandler(answerUnknownRoute);
  await app.register(cors, {
    origin: [...deps.config.allowedOrigins],
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    allowedHeaders: [
      "Authorization",
      "Content-Type",
      "sessionId",
      "ensure_success",
      "x-request-id",
      "x-routing-strategy",
      "x-department-id",
      "x-api-key-id",
    ],
    exposedHeaders: [
      "Retry-After",
      "x-gateway-model",
      "x-gateway-provider",
      "x-gateway-routing-reason",
      "x-request-id",
    ],
  });
  // After CORS, so that a refusal still carries its headers.
  limitRequestsPerClient(app, deps);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10 } });
  // On the server itself, outside /v1/api: its hooks measure every area's requests.
  await operationsRoutes(app, deps);
  // Before the areas: it describes every route registered after it.
  await registerApiDocument(app, API_PREFIX);
  await app.register(
    async (api) => {
      for (const area of AREAS) await area(api, deps);
    },
    { prefix: API_PREFIX },
  );
  // Budget alerts follow the requests recorded; their webhook deliveries go out while the server listens.
  watchBudgets(app, deps);
  deliverWebhooksWhileListening(app, deps);
  return app;
}

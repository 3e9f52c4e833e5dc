import type { FastifyInstance, FastifyReply } from "fastify";
import { serverChatHistoryRecorder } from "../chat-completions/server-chat-history-recorder.ts";
import { isDraining } from "../server/drain-on-close.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { serverGatewayMetrics } from "./gateway-metrics.ts";
import { requireMetricsToken } from "./metrics-token.ts";
import { OPERATIONS_PATHS, OperationsPath } from "./operations-paths.ts";
import { readinessOf } from "./readiness.ts";

/** Not in the API document: they are the operators', on the server itself rather than under /v1/api. */
const OPERATIONS_ROUTE = { schema: { hide: true }, config: { answersWhileDraining: true } };

/**
 * GET /healthz (the process runs), /readyz (it should be sent requests) and /metrics (Prometheus text, with the
 * metrics token), and the hook that counts every other request. Registered on the server itself, before the areas,
 * so the hook sees their requests.
 */
export async function operationsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const metrics = serverGatewayMetrics(app);
  const recording = serverChatHistoryRecorder(app, deps);
  metrics.observe({
    recording,
    sharedStateUp: () => deps.sharedState.redis?.isUp ?? true,
    budgetsHeldHere: () => deps.budgetReservations.heldHere(),
  });
  app.addHook("onResponse", async (request, reply) => {
    const endpoint = request.routeOptions.url;
    if (endpoint && OPERATIONS_PATHS.has(endpoint)) return;
    metrics.answered({
      endpoint: endpoint ?? "unmatched",
      model: servedModelOf(reply),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  app.get(OperationsPath.LIVENESS, OPERATIONS_ROUTE, async () => ({ status: "ok" }));

  app.get(OperationsPath.READINESS, OPERATIONS_ROUTE, async (_request, reply) => {
    const readiness = await readinessOf(deps, isDraining(app));
    if (readiness.ready) return { status: "ready", checks: readiness.checks };
    return reply
      .code(503)
      .send({ status: "not ready", checks: readiness.checks, errMsgs: readiness.problems });
  });

  app.get(OperationsPath.METRICS, OPERATIONS_ROUTE, async (request, reply) => {
    requireMetricsToken(request, deps.config.metricsToken);
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}

/** The model that answered, as the model endpoints tell the client (x-gateway-model); "" for any other answer. */
function servedModelOf(reply: FastifyReply): string {
  const model = reply.getHeader("x-gateway-model");
  return typeof model === "string" ? model : "";
}

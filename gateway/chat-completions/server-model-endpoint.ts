import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { serverGatewayMetrics } from "../operations/gateway-metrics.ts";
import { measuredRecorder } from "../operations/measured-recorder.ts";
import { RoutingSampleRecorder } from "../routing-statistics/routing-sample-recorder.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { CustomModelRoutes } from "./custom-model-routes.ts";
import { DatabaseCallerDirectory } from "./database-caller-directory.ts";
import { databaseDepartmentPolicies, keySpentThisMonth } from "./department-policy.ts";
import { ModelEndpoint } from "./model-endpoint.ts";
import { routingStatisticsOf } from "./observed-statistics.ts";
import { serverChatHistoryRecorder } from "./server-chat-history-recorder.ts";
import { SimulatedProvider } from "./simulated/simulated-provider.ts";
import { UpstreamRegistry } from "./upstream-registry.ts";

const ENDPOINTS = new WeakMap<Server, ModelEndpoint>();

/**
 * The one ModelEndpoint of a server, shared by every endpoint that calls models (chat completions, responses,
 * messages, embeddings): one cache of keys, of the catalogue and of observed statistics, one request log. Where
 * the chat pipeline's ports get the database, the identity provider and the configured upstreams.
 */
export function serverModelEndpoint(app: FastifyInstance, deps: GatewayDeps): ModelEndpoint {
  const known = ENDPOINTS.get(app.server);
  if (known) return known;
  const endpoint = new ModelEndpoint({
    callers: new DatabaseCallerDirectory(deps.db, deps.identity, deps.apiKeyChanges),
    policies: databaseDepartmentPolicies(deps.db),
    keySpend: (keyId, now) => keySpentThisMonth(deps.db, keyId, now),
    budgetReservations: deps.budgetReservations,
    choice: {
      catalogue: deps.catalogue,
      custom: new CustomModelRoutes(deps.cipher, deps.outbound),
      registry: new UpstreamRegistry(deps.upstreams, new SimulatedProvider(deps.clock)),
      statistics: routingStatisticsOf(deps.routingFigures, deps.clock),
    },
    recorder: new RoutingSampleRecorder(
      measuredRecorder(serverChatHistoryRecorder(app, deps), serverGatewayMetrics(app)),
      deps.routingFigures,
      app.log,
    ),
    rateLimitCounters: deps.rateLimitCounters,
    clock: deps.clock,
  });
  ENDPOINTS.set(app.server, endpoint);
  return endpoint;
}

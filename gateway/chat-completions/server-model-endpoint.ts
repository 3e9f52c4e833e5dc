import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { ModelEndpoint } from "./model-endpoint.ts";
import { serverChatHistoryRecorder } from "./server-chat-history-recorder.ts";

const ENDPOINTS = new WeakMap<Server, ModelEndpoint>();

/**
 * The one ModelEndpoint of a server, shared by every endpoint that calls models (chat completions, responses,
 * messages, embeddings): one cache of keys, of the catalogue and of observed statistics, one request log.
 */
export function serverModelEndpoint(app: FastifyInstance, deps: GatewayDeps): ModelEndpoint {
  const known = ENDPOINTS.get(app.server);
  if (known) return known;
  const endpoint = new ModelEndpoint(deps, serverChatHistoryRecorder(app, deps));
  ENDPOINTS.set(app.server, endpoint);
  return endpoint;
}

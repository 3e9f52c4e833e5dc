import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { ChatHistoryRecorder } from "./chat-history.repository.ts";

const RECORDERS = new WeakMap<Server, ChatHistoryRecorder>();

/**
 * The one recorder of a server, shared by every endpoint that records requests in chat_history (chat completions,
 * embeddings): one batch queue, so their rows go out in the same inserts and all of them are flushed on close.
 * Keyed by the server's socket listener, which every encapsulated Fastify context shares.
 */
export function serverChatHistoryRecorder(app: FastifyInstance, deps: GatewayDeps): ChatHistoryRecorder {
  const known = RECORDERS.get(app.server);
  if (known) return known;
  const recorder = new ChatHistoryRecorder(deps.db, app.log);
  RECORDERS.set(app.server, recorder);
  // Requests answered just before a shutdown are still recorded.
  app.addHook("onClose", () => recorder.flush());
  return recorder;
}

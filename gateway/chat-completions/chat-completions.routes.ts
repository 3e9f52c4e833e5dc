import type { FastifyInstance } from "fastify";
import { CHAT_COMPLETIONS_OPERATIONS } from "../api-document/operations/chat-completions.operations.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { ChatCompletionHandler } from "./chat-completion-handler.ts";
import { ChatHistoryRecorder } from "./chat-history.repository.ts";

/** POST /chat/completions, OpenAI-compatible (gateway/chat-completions/README.md). */
export async function chatCompletionsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const recorder = new ChatHistoryRecorder(deps.db, app.log);
  const handler = new ChatCompletionHandler(deps, recorder);
  app.post("/chat/completions", { schema: CHAT_COMPLETIONS_OPERATIONS.complete }, (request, reply) =>
    handler.handle(request, reply),
  );
  // Requests answered just before a shutdown are still recorded.
  app.addHook("onClose", () => recorder.flush());
}

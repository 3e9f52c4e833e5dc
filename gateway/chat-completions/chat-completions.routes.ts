import type { FastifyInstance } from "fastify";
import { CHAT_COMPLETIONS_OPERATIONS } from "../api-document/operations/chat-completions.operations.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { OPENAI_COMPATIBLE } from "../server/openai-compatible.ts";
import { ChatCompletionHandler } from "./chat-completion-handler.ts";
import { serverChatHistoryRecorder } from "./server-chat-history-recorder.ts";

/** POST /chat/completions, OpenAI-compatible (gateway/chat-completions/README.md). */
export async function chatCompletionsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const recorder = serverChatHistoryRecorder(app, deps);
  const handler = new ChatCompletionHandler(deps, recorder);
  app.post(
    "/chat/completions",
    { ...OPENAI_COMPATIBLE, schema: CHAT_COMPLETIONS_OPERATIONS.complete },
    (request, reply) => handler.handle(request, reply),
  );
}

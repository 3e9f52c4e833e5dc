import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { MODEL_REQUEST_BODY_LIMIT } from "../server/model-request-body-limit.ts";
import { OPENAI_COMPATIBLE } from "../server/openai-compatible.ts";
import { ChatCompletionHandler } from "./chat-completion-handler.ts";
import { CHAT_COMPLETIONS_OPERATIONS } from "./chat-completions.operations.ts";
import { CHAT_COMPLETIONS_DIALECT } from "./chat-completions-dialect.ts";
import { serverModelEndpoint } from "./server-model-endpoint.ts";

/** POST /chat/completions, OpenAI-compatible (gateway/chat-completions/README.md). */
export async function chatCompletionsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const handler = new ChatCompletionHandler(serverModelEndpoint(app, deps), CHAT_COMPLETIONS_DIALECT);
  app.post(
    "/chat/completions",
    {
      ...OPENAI_COMPATIBLE,
      bodyLimit: MODEL_REQUEST_BODY_LIMIT,
      schema: CHAT_COMPLETIONS_OPERATIONS.complete,
    },
    (request, reply) => handler.handle(request, reply),
  );
}

import type { FastifyInstance } from "fastify";
import { ANTHROPIC_BASE_PATH } from "../../core/anthropic-messages/anthropic-base-path.ts";
import { ChatCompletionHandler } from "../chat-completions/chat-completion-handler.ts";
import { serverModelEndpoint } from "../chat-completions/server-model-endpoint.ts";
import { ANTHROPIC_COMPATIBLE } from "../server/anthropic-compatible.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { MODEL_REQUEST_BODY_LIMIT } from "../server/model-request-body-limit.ts";
import { ANTHROPIC_MESSAGES_OPERATIONS } from "./anthropic-messages.operations.ts";
import { countedTokens } from "./counted-tokens.ts";
import { MESSAGES_DIALECT } from "./messages-dialect.ts";

/**
 * Anthropic's Messages API where its SDKs find it with `baseURL = <gateway>/v1/api/anthropic`: POST /v1/messages
 * and POST /v1/messages/count_tokens (gateway/anthropic-messages/README.md).
 */
export async function anthropicMessagesRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const endpoint = serverModelEndpoint(app, deps);
  const handler = new ChatCompletionHandler(endpoint, MESSAGES_DIALECT);
  app.post(
    `${ANTHROPIC_BASE_PATH}/v1/messages`,
    {
      ...ANTHROPIC_COMPATIBLE,
      bodyLimit: MODEL_REQUEST_BODY_LIMIT,
      schema: ANTHROPIC_MESSAGES_OPERATIONS.create,
    },
    (request, reply) => handler.handle(request, reply),
  );
  app.post(
    `${ANTHROPIC_BASE_PATH}/v1/messages/count_tokens`,
    { ...ANTHROPIC_COMPATIBLE, schema: ANTHROPIC_MESSAGES_OPERATIONS.countTokens },
    async (request) => {
      await endpoint.callerOf(request);
      return { input_tokens: countedTokens(request.body) };
    },
  );
}

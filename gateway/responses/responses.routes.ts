import type { FastifyInstance } from "fastify";
import { ChatCompletionHandler } from "../chat-completions/chat-completion-handler.ts";
import { serverModelEndpoint } from "../chat-completions/server-model-endpoint.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { MODEL_REQUEST_BODY_LIMIT } from "../server/model-request-body-limit.ts";
import { OPENAI_COMPATIBLE } from "../server/openai-compatible.ts";
import { RESPONSES_OPERATIONS } from "./responses.operations.ts";
import { ResponsesDialect } from "./responses-dialect.ts";
import { responseNotFound } from "./responses-refusals.ts";
import { StoredResponses } from "./stored-responses.repository.ts";

/** OpenAI's Responses API: POST /responses, GET and DELETE /responses/{id} (gateway/responses/README.md). */
export async function responsesRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const endpoint = serverModelEndpoint(app, deps);
  const stored = new StoredResponses(deps.db);
  const handler = new ChatCompletionHandler(endpoint, new ResponsesDialect(stored, deps.clock));
  app.post(
    "/responses",
    { ...OPENAI_COMPATIBLE, bodyLimit: MODEL_REQUEST_BODY_LIMIT, schema: RESPONSES_OPERATIONS.create },
    (request, reply) => handler.handle(request, reply),
  );
  app.get<{ Params: { id: string } }>(
    "/responses/:id",
    { ...OPENAI_COMPATIBLE, schema: RESPONSES_OPERATIONS.get },
    async (request) => {
      const caller = await endpoint.callerOf(request);
      const found = await stored.find(caller.user.id, request.params.id);
      if (!found) throw responseNotFound(request.params.id);
      return found.response;
    },
  );
  app.delete<{ Params: { id: string } }>(
    "/responses/:id",
    { ...OPENAI_COMPATIBLE, schema: RESPONSES_OPERATIONS.delete },
    async (request) => {
      const caller = await endpoint.callerOf(request);
      if (!(await stored.delete(caller.user.id, request.params.id)))
        throw responseNotFound(request.params.id);
      return { id: request.params.id, object: "response.deleted", deleted: true };
    },
  );
}

import type { FastifyInstance } from "fastify";
import { serverModelEndpoint } from "../chat-completions/server-model-endpoint.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { OPENAI_COMPATIBLE } from "../server/openai-compatible.ts";
import { EMBEDDINGS_OPERATIONS } from "./embeddings.operations.ts";
import { EmbeddingsHandler } from "./embeddings-handler.ts";

/** POST /embeddings, OpenAI-compatible (gateway/embeddings/README.md). */
export async function embeddingsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const handler = new EmbeddingsHandler(serverModelEndpoint(app, deps));
  app.post("/embeddings", { ...OPENAI_COMPATIBLE, schema: EMBEDDINGS_OPERATIONS.embed }, (request, reply) =>
    handler.handle(request, reply),
  );
}

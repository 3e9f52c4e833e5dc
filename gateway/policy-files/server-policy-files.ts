import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { serverModelEndpoint } from "../chat-completions/server-model-endpoint.ts";
import { EmbeddingsHandler } from "../embeddings/embeddings-handler.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { PolicyEmbedder } from "./policy-embedder.ts";
import { PolicyIndexer } from "./policy-indexer.ts";

export interface PolicyFiles {
  readonly embedder: PolicyEmbedder;
  readonly indexer: PolicyIndexer;
}

const SERVICES = new WeakMap<Server, PolicyFiles>();

/** The server's one policy indexer and embedder, asking through its one embeddings pipeline (serverModelEndpoint). */
export function serverPolicyFiles(app: FastifyInstance, deps: GatewayDeps): PolicyFiles {
  const known = SERVICES.get(app.server);
  if (known) return known;
  const embedder = new PolicyEmbedder(new EmbeddingsHandler(serverModelEndpoint(app, deps)));
  const indexer = new PolicyIndexer({
    db: deps.db,
    clock: deps.clock,
    catalogue: deps.catalogue,
    embedder,
    log: app.log,
  });
  const services = { embedder, indexer };
  SERVICES.set(app.server, services);
  return services;
}

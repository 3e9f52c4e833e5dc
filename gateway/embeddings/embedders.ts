import type { UpstreamConfig } from "../chat-completions/upstream-config.ts";
import type { ServingRoute } from "../chat-completions/upstream-registry.ts";
import type { EmbeddingProvider } from "./embedding-provider.ts";
import { OpenAiCompatibleEmbedder } from "./openai-compatible-embedder.ts";

/** Who answers embeddings on a serving route: the upstream it names, else the simulated provider. */
export class Embedders {
  private readonly upstreams = new Map<UpstreamConfig, EmbeddingProvider>();

  constructor(private readonly simulated: EmbeddingProvider) {}

  of(route: ServingRoute): EmbeddingProvider {
    if (!route.upstream) return this.simulated;
    let embedder = this.upstreams.get(route.upstream);
    if (!embedder) {
      embedder = new OpenAiCompatibleEmbedder(route.upstream);
      this.upstreams.set(route.upstream, embedder);
    }
    return embedder;
  }
}

import { setTimeout as sleep } from "node:timers/promises";
import { simulatedEmbedding } from "../../core/simulated-model/simulated-embedding.ts";
import { SIMULATED_PROVIDER_NAME } from "../available-models/simulated-provider-name.ts";
import { base64Vector, float32Vector } from "./embedding-encoding.ts";
import { inputTokens } from "./embedding-input.ts";
import type { EmbeddingAnswer, EmbeddingCall, EmbeddingProvider } from "./embedding-provider.ts";

/**
 * Answers embedding models offline, as the simulated chat provider answers chat models: it calls no model, names
 * itself in the answer, gives the same unit vector for the same text and length every time, and takes the
 * catalogue's typical time. Token ids are embedded by their list: without the model's tokenizer they have no text.
 */
export class SimulatedEmbedder implements EmbeddingProvider {
  async embed(call: EmbeddingCall): Promise<EmbeddingAnswer> {
    await sleep(call.latencyMs, undefined, { signal: call.signal });
    const texts =
      call.input.kind === "texts"
        ? call.input.texts
        : call.input.tokens.map((ids) => `tokens:${ids.join(" ")}`);
    const prompt = inputTokens(call.input);
    const usage = { prompt_tokens: prompt, total_tokens: prompt };
    const data = texts.map((text, index) => {
      const vector = simulatedEmbedding(text, call.dimensions);
      return {
        object: "embedding",
        index,
        embedding: call.encodingFormat === "base64" ? base64Vector(vector) : float32Vector(vector),
      };
    });
    const body = { object: "list", data, model: call.systemName, provider: SIMULATED_PROVIDER_NAME, usage };
    return {
      body: JSON.stringify(body),
      vectors: data.length,
      dimensions: call.dimensions,
      usage,
      usageEstimated: true,
      providerModel: call.model,
    };
  }
}

import { UpstreamFailure } from "../chat-completions/completion-provider.ts";
import {
  failureOf,
  postJson,
  readText,
  requestOptionsFor,
} from "../chat-completions/upstream/upstream-http.ts";
import type { UpstreamConfig } from "../chat-completions/upstream-config.ts";
import { vectorLength } from "./embedding-encoding.ts";
import { forwardedInput, inputTokens } from "./embedding-input.ts";
import type {
  EmbeddingAnswer,
  EmbeddingCall,
  EmbeddingProvider,
  EmbeddingUsage,
} from "./embedding-provider.ts";

interface EmbeddingsJson {
  readonly model?: unknown;
  readonly data?: unknown;
  readonly usage?: { readonly prompt_tokens?: unknown; readonly total_tokens?: unknown } | null;
}

/** Forwards embeddings to an OpenAI-compatible upstream: POST {baseUrl}/embeddings. */
export class OpenAiCompatibleEmbedder implements EmbeddingProvider {
  private readonly url: URL;
  private readonly headers: Record<string, string>;

  constructor(private readonly upstream: UpstreamConfig) {
    this.url = new URL(`${upstream.baseUrl}/embeddings`);
    this.headers = upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {};
  }

  async embed(call: EmbeddingCall): Promise<EmbeddingAnswer> {
    const body = JSON.stringify({
      ...call.forwardedFields,
      model: call.model,
      input: forwardedInput(call.input),
    });
    const response = await postJson(
      this.url,
      this.headers,
      body,
      requestOptionsFor(this.upstream, call.signal),
    );
    if ((response.statusCode ?? 500) >= 400) throw await failureOf(response, this.upstream.name);
    const text = await readText(response, this.upstream.name);
    let json: EmbeddingsJson;
    try {
      json = JSON.parse(text) as EmbeddingsJson;
    } catch {
      throw new UpstreamFailure(`${this.upstream.name} answered with something other than JSON`);
    }
    if (!Array.isArray(json.data))
      throw new UpstreamFailure(`${this.upstream.name} answered without a list of embeddings`);
    const reported = usageOf(json.usage);
    const prompt = inputTokens(call.input);
    const usage = reported ?? { prompt_tokens: prompt, total_tokens: prompt };
    return {
      // Sent on as the upstream wrote it; only an answer without usage is rewritten, so clients always get one.
      body: reported ? text : JSON.stringify({ ...json, usage }),
      vectors: json.data.length,
      dimensions: vectorLength((json.data[0] as { embedding?: unknown } | undefined)?.embedding),
      usage,
      usageEstimated: reported === null,
      providerModel: typeof json.model === "string" ? json.model : call.model,
    };
  }
}

function usageOf(usage: EmbeddingsJson["usage"]): EmbeddingUsage | null {
  const prompt = usage?.prompt_tokens;
  if (typeof prompt !== "number") return null;
  return {
    prompt_tokens: prompt,
    total_tokens: typeof usage?.total_tokens === "number" ? usage.total_tokens : prompt,
  };
}

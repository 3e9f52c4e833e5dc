import type { Readable } from "node:stream";
import type { Caller } from "../chat-completions/authenticate-caller.ts";
import { requestFor } from "../chat-completions/model-endpoint.ts";
import type { ModelReply } from "../chat-completions/model-exchange.ts";
import type { EmbeddingsHandler } from "../embeddings/embeddings-handler.ts";
import { HttpProblem } from "../server/http-problem.ts";

/** Texts embedded in one request: well under the endpoint's 2,048, so one refusal costs little. */
const TEXTS_PER_REQUEST = 64;

/** The embeddings pipeline refused or failed: its words, for the document's status. */
export class EmbeddingRefused extends Error {
  override readonly name = "EmbeddingRefused";
}

/**
 * Embeds policy passages through the gateway's own POST /embeddings handler, as the caller: every request is held
 * to the department's budget, models, regions and PII handling, costed to it and logged like any other.
 */
export class PolicyEmbedder {
  constructor(private readonly handler: EmbeddingsHandler) {}

  async embed(caller: Caller, model: string, texts: readonly string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += TEXTS_PER_REQUEST)
      vectors.push(...(await this.embedOnce(caller, model, texts.slice(start, start + TEXTS_PER_REQUEST))));
    return vectors;
  }

  private async embedOnce(caller: Caller, model: string, input: readonly string[]): Promise<number[][]> {
    const reply = new KeptReply();
    try {
      await this.handler.handle(requestFor(caller, { body: { model, input }, headers: {} }), reply);
    } catch (error) {
      if (error instanceof HttpProblem) throw new EmbeddingRefused(error.errMsgs.join(" "));
      throw new EmbeddingRefused(`The embeddings could not be made: ${(error as Error).message}`);
    }
    const answer = JSON.parse(reply.body) as { data?: { index: number; embedding: number[] }[] };
    const data = [...(answer.data ?? [])].sort((a, b) => a.index - b.index);
    if (data.length !== input.length || data.some((item) => !Array.isArray(item.embedding)))
      throw new EmbeddingRefused(`${model} answered ${data.length} vectors for ${input.length} passages.`);
    return data.map((item) => item.embedding);
  }
}

/** A reply kept in memory: what the handler sends, read back by the embedder. */
class KeptReply implements ModelReply {
  body = "";
  readonly raw = { on: () => undefined, writableFinished: true };
  code(): ModelReply {
    return this;
  }
  headers(): ModelReply {
    return this;
  }
  type(): ModelReply {
    return this;
  }
  send(payload: string | Readable): ModelReply {
    if (typeof payload === "string") this.body = payload;
    return this;
  }
}

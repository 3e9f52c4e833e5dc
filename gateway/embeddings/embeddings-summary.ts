import { type EmbeddingInput, forwardedInput } from "./embedding-input.ts";
import type { EmbeddingAnswer } from "./embedding-provider.ts";

/** How much of the input the log keeps: enough to recognise the request, not whole document collections. */
const QUERY_LIMIT = 1_000;
const REQUEST_CONTENT_LIMIT = 20_000;

/** The input as the log's prompt: the texts, one a line (token ids as their list), shortened. */
export function loggedQuery(input: EmbeddingInput): string {
  const text = input.kind === "texts" ? input.texts.join("\n") : JSON.stringify(forwardedInput(input));
  return shortened(text, QUERY_LIMIT);
}

/** The input as forwarded, as JSON, shortened. */
export function loggedRequestContent(input: EmbeddingInput): string {
  return shortened(JSON.stringify(forwardedInput(input)), REQUEST_CONTENT_LIMIT);
}

/** The answer as the log keeps it: what came back, not the vectors, e.g. "3 embeddings of 1536 dimensions". */
export function answerSummary(answer: Pick<EmbeddingAnswer, "vectors" | "dimensions">): string {
  const embeddings = `${answer.vectors} ${answer.vectors === 1 ? "embedding" : "embeddings"}`;
  return answer.dimensions === null ? embeddings : `${embeddings} of ${answer.dimensions} dimensions`;
}

function shortened(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

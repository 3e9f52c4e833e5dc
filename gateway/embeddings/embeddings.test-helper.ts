import OpenAI from "openai";

/** POST /embeddings with a bearer (an API key or an ID token), as raw HTTP. */
export function askEmbeddings(
  apiUrl: string,
  bearer: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return fetch(`${apiUrl}/embeddings`, {
    method: "POST",
    headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** OpenAI's official client, pointed at the gateway, as an application would configure it. */
export function openAiClient(apiUrl: string, apiKey: string): OpenAI {
  return new OpenAI({ apiKey, baseURL: apiUrl, maxRetries: 0 });
}

/** An OpenAI embeddings answer as the tests read it. */
export interface EmbeddingList {
  readonly object: string;
  readonly data: readonly { readonly object: string; readonly index: number; readonly embedding: unknown }[];
  readonly model: string;
  readonly provider?: string;
  readonly usage: { readonly prompt_tokens: number; readonly total_tokens: number };
}

/** A vector answered as base64, as the official SDK decodes it: float32, little-endian. */
export function decodedVector(base64: string): number[] {
  const bytes = Buffer.from(base64, "base64");
  return Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readFloatLE(index * 4));
}

export function euclideanLength(vector: readonly number[]): number {
  return Math.hypot(...vector);
}

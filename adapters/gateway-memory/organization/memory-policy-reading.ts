import { policyChunks } from "../../../core/organization/policy-chunks.ts";
import type { PolicyFileKind } from "../../../core/organization/policy-file-limits.ts";
import { simulatedEmbedding } from "../../../core/simulated-model/simulated-embedding.ts";

/** A chunk of a document as the memory profile read it, with its vector when it was embedded. */
export interface ReadChunk {
  readonly text: string;
  readonly vector: readonly number[] | null;
}

/** The length of the memory profile's vectors (the simulated embedder's; no model runs in the browser). */
export const MEMORY_EMBEDDING_DIMENSIONS = 256;

export const READ_ONLY_THROUGH_THE_GATEWAY =
  "The in-browser demo reads PDF and DOCX documents only through the gateway: run the dashboard with the " +
  "gateway (npm start) to index this one. Plain text and Markdown are read here.";

export const NO_TEXT = "The document holds no text to index.";

/**
 * A document read as the memory profile can: text and Markdown decoded and cut by core's chunk rule, each chunk
 * embedded with the simulated embedder when the organization has an embedding model; PDF and DOCX not at all
 * (their libraries stay with the gateway), which the failure says.
 */
export function readPolicyInMemory(
  kind: PolicyFileKind,
  bytes: Uint8Array,
  embeddingModel: string | null,
): { readonly chunks: readonly ReadChunk[] } | { readonly failure: string } {
  if (kind === "pdf" || kind === "docx") return { failure: READ_ONLY_THROUGH_THE_GATEWAY };
  const texts = policyChunks(new TextDecoder().decode(bytes));
  if (texts.length === 0) return { failure: NO_TEXT };
  return {
    chunks: texts.map((text) => ({
      text,
      vector: embeddingModel ? simulatedEmbedding(text, MEMORY_EMBEDDING_DIMENSIONS) : null,
    })),
  };
}

import { cosineSimilarity, type PolicyPassage } from "../../../core/organization/compliance-file-search.ts";
import { policyChunks } from "../../../core/organization/policy-chunks.ts";

/** A chunk of a document as the memory profile read it, with its vector when it was embedded. */
export interface ReadChunk {
  readonly text: string;
  readonly vector: readonly number[] | null;
}

/**
 * What the memory profile read from each policy document, and each organization's embedding model: the part of
 * the gateway's store its files and settings adapters share. Kept until the page is closed.
 */
export class MemoryPolicyLibrary {
  private readonly chunks = new Map<string, readonly ReadChunk[]>();
  private readonly embeddingModels = new Map<string, string | null>();

  /** A library holding the text of these seeded documents (by file id), read as an upload is, not embedded. */
  static seeded(fileIds: readonly string[], texts: Readonly<Record<string, string>>): MemoryPolicyLibrary {
    const library = new MemoryPolicyLibrary();
    for (const id of fileIds) {
      const text = texts[id];
      if (text)
        library.keep(
          id,
          policyChunks(text).map((chunk) => ({ text: chunk, vector: null })),
        );
    }
    return library;
  }

  embeddingModelOf(organizationId: string): string | null {
    return this.embeddingModels.get(organizationId) ?? null;
  }

  chooseEmbeddingModel(organizationId: string, model: string | null): void {
    this.embeddingModels.set(organizationId, model);
  }

  keep(fileId: string, chunks: readonly ReadChunk[]): void {
    this.chunks.set(fileId, chunks);
  }

  forget(fileId: string): void {
    this.chunks.delete(fileId);
  }

  /** Every chunk of these files, as passages scored 0, in file then chunk order (chunks count from 1). */
  passagesOf(files: readonly { id: string; name: string }[]): (Omit<PolicyPassage, "score"> & ReadChunk)[] {
    return files.flatMap((file) =>
      (this.chunks.get(file.id) ?? []).map((chunk, index) => ({
        fileId: file.id,
        fileName: file.name,
        chunk: index + 1,
        ...chunk,
      })),
    );
  }

  /** How close each embedded passage is to the query's vector. */
  static byMeaning(
    passages: readonly (Omit<PolicyPassage, "score"> & ReadChunk)[],
    queryVector: readonly number[],
  ): PolicyPassage[] {
    return passages.flatMap(({ vector, ...passage }) =>
      vector ? [{ ...passage, score: cosineSimilarity(queryVector, vector) }] : [],
    );
  }
}

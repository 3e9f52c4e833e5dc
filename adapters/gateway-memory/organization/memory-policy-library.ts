import { cosineSimilarity, type PolicyPassage } from "../../../core/organization/compliance-file-search.ts";
import { DEFAULT_EMBEDDING_MODEL } from "../../../core/organization/organization-settings.ts";
import { type ReadChunk, readPolicyInMemory } from "./memory-policy-reading.ts";

/**
 * What the memory profile read from each policy document, and each organization's embedding model: the part of
 * the gateway's store its files and settings adapters share. Kept until the page is closed. An organization
 * starts with the gateway's default embedding model, as on the gateway.
 */
export class MemoryPolicyLibrary {
  /** Each document's chunks, and the model their vectors were made with (null: not embedded). */
  private readonly read = new Map<string, { chunks: readonly ReadChunk[]; model: string | null }>();
  private readonly embeddingModels = new Map<string, string | null>();

  constructor(private readonly startingModel: string | null = DEFAULT_EMBEDDING_MODEL) {}

  /** A library holding these seeded documents' text (by file id), read and embedded as an upload is. */
  static seeded(fileIds: readonly string[], texts: Readonly<Record<string, string>>): MemoryPolicyLibrary {
    const library = new MemoryPolicyLibrary();
    for (const id of fileIds) {
      const text = texts[id];
      const read = text
        ? readPolicyInMemory("text", new TextEncoder().encode(text), library.startingModel)
        : null;
      if (read && "chunks" in read) library.keep(id, read.chunks, library.startingModel);
    }
    return library;
  }

  embeddingModelOf(organizationId: string): string | null {
    const chosen = this.embeddingModels.get(organizationId);
    return chosen === undefined ? this.startingModel : chosen;
  }

  chooseEmbeddingModel(organizationId: string, model: string | null): void {
    this.embeddingModels.set(organizationId, model);
  }

  keep(fileId: string, chunks: readonly ReadChunk[], model: string | null): void {
    this.read.set(fileId, { chunks, model });
  }

  forget(fileId: string): void {
    this.read.delete(fileId);
  }

  /**
   * Every chunk of these files, as passages scored 0, in file then chunk order (chunks count from 1), with their
   * vectors only when made by `model`: vectors of two models are not comparable.
   */
  passagesOf(
    files: readonly { id: string; name: string }[],
    model: string | null,
  ): (Omit<PolicyPassage, "score"> & ReadChunk)[] {
    return files.flatMap((file) => {
      const read = this.read.get(file.id);
      const comparable = model !== null && read?.model === model;
      return (read?.chunks ?? []).map((chunk, index) => ({
        fileId: file.id,
        fileName: file.name,
        chunk: index + 1,
        text: chunk.text,
        vector: comparable ? chunk.vector : null,
      }));
    });
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

/**
 * The organization's settings (GET/PUT /organization/{orgId}/settings): the embedding model its policy documents
 * are embedded with (null: none, documents are searched by words only), and the catalogue's embedding models to
 * choose from.
 */
export interface OrganizationSettings {
  readonly embeddingModel: string | null;
  readonly embeddingModels: readonly string[];
}

/** What PUT /organization/{orgId}/settings takes. */
export interface OrganizationSettingsChange {
  readonly embeddingModel: string | null;
}

/** The embedding model an organization starts with, when the catalogue has it (else its first embedding model). */
export const DEFAULT_EMBEDDING_MODEL = "text-embedding-3-small";

export const unknownEmbeddingModel = (name: string, models: readonly string[]): string =>
  `embeddingModel must be one of the catalogue's embedding models (${models.join(", ") || "none"}) or null, not ${name}`;

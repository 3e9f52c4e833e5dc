import type { TFunction } from "i18next";
import type { PolicyIndexing } from "./department-files.state.ts";

/** How far the gateway got with a document, in words: "Indexed: 12 chunks, 12 embeddings", "Processing". */
export function indexingText(t: TFunction, indexing: PolicyIndexing): string {
  if (indexing.kind === "processing") return t("organization.departmentResources.files.indexing.processing");
  const chunks = t("organization.departmentResources.files.chunkCount", { count: indexing.chunks });
  if (indexing.kind === "embedding")
    return t("organization.departmentResources.files.indexing.embedding", {
      embeddings: indexing.embeddings,
      chunks,
    });
  const embeddings = t("organization.departmentResources.files.embeddingCount", {
    count: indexing.embeddings,
  });
  return t("organization.departmentResources.files.indexing.indexed", { chunks, embeddings });
}

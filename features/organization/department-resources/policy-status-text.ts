import type { TFunction } from "i18next";
import type { PolicyFileStatus } from "./department-files.state.ts";

const KEYS = "organization.departmentResources.files";

/** A document's status in words: "Pending: being read", "Indexed: 12 chunks, 12 embeddings", "Failed". */
export function statusText(t: TFunction, status: PolicyFileStatus): string {
  if (status.kind === "pending") return t(`${KEYS}.indexing.pending`);
  if (status.kind === "failed") return t(`${KEYS}.indexing.failed`);
  return t(`${KEYS}.indexing.indexed`, {
    chunks: t(`${KEYS}.chunkCount`, { count: status.chunks }),
    embeddings: t(`${KEYS}.embeddingCount`, { count: status.embeddings }),
  });
}

/** "4.2 KB", "1.3 MB": a document's size in the interface language's number format. */
export function sizeText(language: string, bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), "megabyte"] : [bytes / 1024, "kilobyte"];
  return new Intl.NumberFormat(language, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}

import { asc, eq } from "drizzle-orm";
import {
  bestPassages,
  cosineSimilarity,
  type PolicySearchResult,
  searchByWords,
} from "../../core/organization/compliance-file-search.ts";
import type { CatalogueModels } from "../chat-completions/model-catalogue.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { complianceFiles } from "../organization/department-resources/compliance-files.schema.ts";
import { readOrganizationSettings } from "../organization/settings/organization-settings.repository.ts";
import { policyCaller } from "./policy-caller.ts";
import { EmbeddingRefused, type PolicyEmbedder } from "./policy-embedder.ts";
import { policyFileChunks } from "./policy-file-chunks.schema.ts";

export interface PolicySearchDeps {
  readonly db: Database;
  readonly catalogue: CatalogueModels;
  readonly embedder: PolicyEmbedder;
}

/**
 * Passages of a department's policy documents matching the query: by meaning when its documents have vectors of
 * the organization's current embedding model (the query is embedded for the searcher, costed to the department),
 * by words otherwise, or when the query could not be embedded.
 */
export async function searchPolicies(
  deps: PolicySearchDeps,
  department: { readonly organizationId: string; readonly id: string },
  searcher: UserRow,
  query: string,
): Promise<PolicySearchResult> {
  const rows = await deps.db
    .select({
      fileId: complianceFiles.id,
      fileName: complianceFiles.name,
      embeddingModel: complianceFiles.embeddingModel,
      chunk: policyFileChunks.position,
      text: policyFileChunks.text,
      embedding: policyFileChunks.embedding,
    })
    .from(policyFileChunks)
    .innerJoin(complianceFiles, eq(complianceFiles.id, policyFileChunks.fileId))
    .where(eq(complianceFiles.departmentId, department.id))
    .orderBy(asc(complianceFiles.createdAt), asc(complianceFiles.id), asc(policyFileChunks.position));
  const passage = ({ fileId, fileName, chunk, text }: (typeof rows)[number]) => ({
    fileId,
    fileName,
    chunk,
    text,
  });
  const { embeddingModel } = await readOrganizationSettings(
    deps.db,
    deps.catalogue,
    department.organizationId,
  );
  const embedded = rows.filter((row) => row.embedding !== null && row.embeddingModel === embeddingModel);
  if (!embeddingModel || embedded.length === 0) return searchByWords(query, rows.map(passage));
  const caller = await policyCaller(deps.db, searcher, department);
  let asked: number[] | undefined;
  try {
    [asked] = await deps.embedder.embed(caller, embeddingModel, [query]);
  } catch (error) {
    if (error instanceof EmbeddingRefused) return searchByWords(query, rows.map(passage));
    throw error;
  }
  const scored = embedded.map((row) => ({
    ...passage(row),
    score: cosineSimilarity(asked ?? [], row.embedding ?? []),
  }));
  return { by: "meaning", passages: bestPassages(scored, "meaning") };
}

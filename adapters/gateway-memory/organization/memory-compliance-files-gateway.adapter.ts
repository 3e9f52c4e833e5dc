import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import {
  bestPassages,
  POLICY_SEARCH_MAX_QUERY_CHARACTERS,
  POLICY_SEARCH_QUERY_MISSING,
  POLICY_SEARCH_QUERY_TOO_LONG,
  type PolicySearchResult,
  searchByWords,
} from "../../../core/organization/compliance-file-search.ts";
import type { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import { mayOverride, overrideRefusal } from "../../../core/organization/organization-permissions.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import {
  type PolicyFileUpload,
  PolicyFileUploadDto,
  type PolicyFromUrl,
  PolicyFromUrlDto,
} from "../../../core/organization/policy-file.dto.ts";
import { policyFileKindOf } from "../../../core/organization/policy-file-kind.ts";
import {
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_TOO_LARGE,
  POLICY_FILE_UNSUPPORTED,
  type PolicyFileKind,
} from "../../../core/organization/policy-file-limits.ts";
import { invalidInput, refusal } from "../../../core/organization/refusal.ts";
import { simulatedEmbedding } from "../../../core/simulated-model/simulated-embedding.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { MemoryPolicyLibrary } from "./memory-policy-library.ts";
import { MEMORY_EMBEDDING_DIMENSIONS, readPolicyInMemory } from "./memory-policy-reading.ts";
import { failure } from "./organization-access.ts";
import type { OrganizationContext } from "./organization-context.ts";

/** The shares of an upload reported before it is stored, each after a pause, so a progress bar is seen to move. */
const UPLOAD_STEPS = [0.25, 0.5, 0.75];
const UPLOAD_STEP_MS = 60;
/** How long a stored document stays PENDING before it is read, so the list is seen to follow it. */
const INDEXING_DELAY_MS = 400;

export const NOT_FETCHED_IN_MEMORY =
  "The in-browser demo does not fetch documents from a URL: run the dashboard with the gateway (npm start) to " +
  "have it fetched and indexed.";

/**
 * Department policy documents, in memory: a document is answered PENDING, then read after a pause as the
 * gateway's indexing job reads it (text and Markdown here; PDF and DOCX fail, saying they are read only through
 * the gateway), cut by core's chunk rule and, with an embedding model chosen, embedded by the simulated embedder.
 */
export class MemoryComplianceFilesGateway implements ComplianceFilesGateway {
  constructor(
    private readonly context: OrganizationContext,
    /** The pause between reported shares of an upload someone listens to (none otherwise). */
    private readonly uploadStepMs = UPLOAD_STEP_MS,
    /** What was read from each document, and each organization's embedding model (shared with the settings). */
    private readonly library = new MemoryPolicyLibrary(),
    private readonly indexingDelayMs = INDEXING_DELAY_MS,
  ) {}

  /** Refused at once when it would be; otherwise a few increasing shares are heard, then 1 once stored. */
  async uploadFile(
    organizationId: string,
    departmentId: string,
    upload: PolicyFileUpload,
    onProgress?: (sentShare: number) => void,
  ): Promise<ComplianceFile> {
    const { access } = this.context;
    const { role } = access.forDepartment(organizationId, departmentId, "editDepartment");
    const input = access.validated(PolicyFileUploadDto, { ...upload, organizationId, departmentId });
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const kind = this.acceptedKind(fileNameOf(input.file, input.name), bytes);
    if (onProgress) {
      for (const share of UPLOAD_STEPS) {
        await pause(this.uploadStepMs);
        onProgress(share);
      }
      await pause(this.uploadStepMs);
    }
    const stored = await this.store(
      organizationId,
      departmentId,
      input.name,
      bytes.length,
      role as RankedRole,
    );
    this.indexLater(organizationId, stored.id, kind, bytes);
    onProgress?.(1);
    return stored;
  }

  async addFileFromUrl(
    organizationId: string,
    departmentId: string,
    source: PolicyFromUrl,
  ): Promise<ComplianceFile> {
    const { access } = this.context;
    access.forDepartment(organizationId, departmentId, "editDepartment");
    access.validated(PolicyFromUrlDto, source);
    // The browser fetches nothing on the person's behalf: refused as the gateway refuses an address, storing nothing.
    throw failure(refusal(400, NOT_FETCHED_IN_MEMORY));
  }

  /** By meaning when the department's read documents were embedded, by words otherwise. */
  async searchFiles(
    organizationId: string,
    departmentId: string,
    query: string,
  ): Promise<PolicySearchResult> {
    const { access, db } = this.context;
    access.forDepartment(organizationId, departmentId, "viewDepartment");
    const wanted = query.trim();
    if (wanted === "") access.refuse(invalidInput([POLICY_SEARCH_QUERY_MISSING]));
    if (wanted.length > POLICY_SEARCH_MAX_QUERY_CHARACTERS)
      access.refuse(invalidInput([POLICY_SEARCH_QUERY_TOO_LONG]));
    const files = db.files.where((file) => file.departmentId === departmentId && file.status === "INDEXED");
    const passages = this.library.passagesOf(files, this.library.embeddingModelOf(organizationId));
    if (passages.some((passage) => passage.vector !== null)) {
      const queryVector = simulatedEmbedding(wanted, MEMORY_EMBEDDING_DIMENSIONS);
      const scored = MemoryPolicyLibrary.byMeaning(passages, queryVector);
      return { by: "meaning", passages: bestPassages(scored, "meaning") };
    }
    return searchByWords(
      wanted,
      passages.map(({ vector: _, ...passage }) => passage),
    );
  }

  async deleteFile(organizationId: string, departmentId: string, fileId: string): Promise<void> {
    const { db, access } = this.context;
    requireId(fileId);
    const { role } = access.forDepartment(organizationId, departmentId, "editDepartment");
    const file = db.files.get(fileId);
    if (file.departmentId !== departmentId) throw failure(notFound("file"));
    if (file.lastModifiedByRole && !mayOverride(role, file.lastModifiedByRole)) {
      throw failure(overrideRefusal(file.name, file.lastModifiedByRole));
    }
    db.files.remove(fileId);
    this.library.forget(fileId);
    await this.context.recordChange({
      organizationId,
      departmentId,
      kind: "POLICY_FILE_REMOVED",
      subject: { type: "policyFile", id: file.id, name: file.name },
      before: { name: file.name },
      after: null,
    });
  }

  /** The document's kind, or a 413 or 415 before anything is stored. */
  private acceptedKind(fileName: string, bytes: Uint8Array): PolicyFileKind {
    if (bytes.length > POLICY_FILE_MAX_BYTES) throw GatewayError.http(413, POLICY_FILE_TOO_LARGE);
    const kind = policyFileKindOf(fileName, bytes);
    if (kind === null) throw GatewayError.http(415, POLICY_FILE_UNSUPPORTED);
    return kind;
  }

  private indexLater(organizationId: string, fileId: string, kind: PolicyFileKind, bytes: Uint8Array): void {
    this.later(() => {
      const model = this.library.embeddingModelOf(organizationId);
      this.settle(fileId, readPolicyInMemory(kind, bytes, model), model);
    });
  }

  /** The document as read (with `model`): INDEXED with its counts, or FAILED with the reason (unless deleted since). */
  private settle(fileId: string, read: ReturnType<typeof readPolicyInMemory>, model: string | null): void {
    const { db } = this.context;
    if (db.files.where((file) => file.id === fileId).length === 0) return;
    if ("failure" in read) {
      db.files.update(fileId, { status: "FAILED", statusReason: read.failure });
      return;
    }
    this.library.keep(fileId, read.chunks, model);
    const embeddings = read.chunks.filter((chunk) => chunk.vector !== null).length;
    db.files.update(fileId, { status: "INDEXED", chunks: read.chunks.length, embeddings });
  }

  private later(work: () => void): void {
    setTimeout(work, this.indexingDelayMs);
  }

  private async store(
    organizationId: string,
    departmentId: string,
    name: string,
    sizeBytes: number,
    role: RankedRole,
  ) {
    const { db } = this.context;
    const id = db.newId("file");
    const row = db.files.insert({
      id,
      departmentId,
      name,
      filePath: `organizations/${organizationId}/departments/${departmentId}/${id}-${name}`,
      status: "PENDING",
      statusReason: null,
      sizeBytes,
      chunks: 0,
      embeddings: 0,
      lastModifiedByRole: role,
      createdAt: db.timestamp(),
    });
    await this.context.recordChange({
      organizationId,
      departmentId,
      kind: "POLICY_FILE_ADDED",
      subject: { type: "policyFile", id, name },
      before: null,
      after: { name },
    });
    const { departmentId: _, ...file } = row;
    return toEntity(ComplianceFile, file);
  }
}

/** The name the document is judged by: the chosen file's own, or the one typed (as the HTTP adapter sends it). */
function fileNameOf(file: Blob, name: string): string {
  return "name" in file && typeof file.name === "string" ? file.name : name;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

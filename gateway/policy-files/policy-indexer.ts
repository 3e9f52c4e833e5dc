import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Clock } from "../../core/clock/clock.port.ts";
import { ComplianceFileStatus } from "../../core/organization/compliance-file-status.ts";
import { policyChunks } from "../../core/organization/policy-chunks.ts";
import { kindByMediaType } from "../../core/organization/policy-file-kind.ts";
import type { CatalogueModels } from "../chat-completions/model-catalogue.ts";
import type { Database } from "../database/database.ts";
import { complianceFiles } from "../organization/department-resources/compliance-files.schema.ts";
import { departments, organizations } from "../organization/organization.schema.ts";
import { readOrganizationSettings } from "../organization/settings/organization-settings.repository.ts";
import { policyCaller, userById } from "./policy-caller.ts";
import { EmbeddingRefused, type PolicyEmbedder } from "./policy-embedder.ts";
import { policyFileChunks } from "./policy-file-chunks.schema.ts";
import { policyText, UnreadablePolicy } from "./policy-text.ts";

/** How long a reading begun by one instance keeps the others away from its document. */
const CLAIM_HELD_MS = 15 * 60_000;

export interface PolicyIndexerDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly catalogue: CatalogueModels;
  readonly embedder: PolicyEmbedder;
  readonly log: { error(object: unknown, message: string): void };
}

/**
 * Reads, chunks and embeds policy documents after they are added, one at a time (the readers are heavy and the
 * machine may be small): PENDING → INDEXED, or FAILED with the reason. A document whose passages were read but not
 * embedded keeps them, so it is searched by words.
 */
export class PolicyIndexer {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: PolicyIndexerDeps) {}

  /** Indexes the document once those before it are done; never throws (a failure is the document's status). */
  schedule(fileId: string): void {
    this.queue = this.queue.then(() =>
      this.index(fileId).catch((error) =>
        this.deps.log.error({ err: error, fileId }, "indexing a policy failed"),
      ),
    );
  }

  /** Every document still PENDING (the gateway stopped while reading it, or it came before reading existed). */
  async resumePending(): Promise<void> {
    const pending = await this.deps.db
      .select({ id: complianceFiles.id })
      .from(complianceFiles)
      .where(eq(complianceFiles.status, ComplianceFileStatus.PENDING));
    for (const { id } of pending) this.schedule(id);
  }

  /** Resolves once every document scheduled so far is done. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async index(fileId: string): Promise<void> {
    const { db } = this.deps;
    const [file] = await db
      .select({
        content: complianceFiles.content,
        contentType: complianceFiles.contentType,
        status: complianceFiles.status,
        addedBy: complianceFiles.addedBy,
        departmentId: complianceFiles.departmentId,
        organizationId: departments.organizationId,
        ownerId: organizations.ownerId,
      })
      .from(complianceFiles)
      .innerJoin(departments, eq(departments.id, complianceFiles.departmentId))
      .innerJoin(organizations, eq(organizations.id, departments.organizationId))
      .where(eq(complianceFiles.id, fileId));
    if (!file || file.status !== ComplianceFileStatus.PENDING || !(await this.claim(fileId))) return;
    const kind = kindByMediaType(file.contentType ?? undefined);
    if (!file.content || !kind) return this.fail(fileId, "The document has no bytes to read: add it again.");
    let passages: string[];
    try {
      passages = policyChunks(await policyText(kind, file.content));
    } catch (error) {
      if (error instanceof UnreadablePolicy) return this.fail(fileId, error.message);
      throw error;
    }
    await this.keepPassages(fileId, passages);
    const { embeddingModel } = await readOrganizationSettings(db, this.deps.catalogue, file.organizationId);
    if (!embeddingModel) return this.finish(fileId, { embeddings: 0, embeddingModel: null });
    const user = (await userById(db, file.addedBy ?? file.ownerId)) ?? (await userById(db, file.ownerId));
    if (!user) return this.fail(fileId, "Nobody remains to embed the document for: add it again.");
    const caller = await policyCaller(db, user, {
      organizationId: file.organizationId,
      id: file.departmentId,
    });
    try {
      const vectors = await this.deps.embedder.embed(caller, embeddingModel, passages);
      await this.keepVectors(fileId, vectors);
      return this.finish(fileId, { embeddings: vectors.length, embeddingModel });
    } catch (error) {
      if (!(error instanceof EmbeddingRefused)) throw error;
      return this.fail(
        fileId,
        `${passages.length === 1 ? "Its one passage was" : `Its ${passages.length} passages were`} read but not ` +
          `embedded with ${embeddingModel}: ${error.message} ` +
          "It is searched by words.",
      );
    }
  }

  /** Notes that this instance reads the document; false when another began less than 15 minutes ago. */
  private async claim(fileId: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const claimed = await this.deps.db
      .update(complianceFiles)
      .set({ readingSince: new Date(now).toISOString() })
      .where(
        and(
          eq(complianceFiles.id, fileId),
          eq(complianceFiles.status, ComplianceFileStatus.PENDING),
          or(
            isNull(complianceFiles.readingSince),
            lt(complianceFiles.readingSince, new Date(now - CLAIM_HELD_MS).toISOString()),
          ),
        ),
      )
      .returning({ id: complianceFiles.id });
    return claimed.length > 0;
  }

  private async keepPassages(fileId: string, passages: readonly string[]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(policyFileChunks).where(eq(policyFileChunks.fileId, fileId));
      for (let start = 0; start < passages.length; start += 500)
        await tx
          .insert(policyFileChunks)
          .values(
            passages
              .slice(start, start + 500)
              .map((text, index) => ({ fileId, position: start + index + 1, text })),
          );
      await tx
        .update(complianceFiles)
        .set({ chunks: passages.length, embeddings: 0 })
        .where(eq(complianceFiles.id, fileId));
    });
  }

  private async keepVectors(fileId: string, vectors: readonly number[][]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      for (const [index, embedding] of vectors.entries())
        await tx
          .update(policyFileChunks)
          .set({ embedding })
          .where(and(eq(policyFileChunks.fileId, fileId), eq(policyFileChunks.position, index + 1)));
    });
  }

  private async finish(
    fileId: string,
    { embeddings, embeddingModel }: { embeddings: number; embeddingModel: string | null },
  ): Promise<void> {
    await this.deps.db
      .update(complianceFiles)
      .set({ status: ComplianceFileStatus.INDEXED, statusReason: null, embeddings, embeddingModel })
      .where(eq(complianceFiles.id, fileId));
  }

  private async fail(fileId: string, reason: string): Promise<void> {
    await this.deps.db
      .update(complianceFiles)
      .set({ status: ComplianceFileStatus.FAILED, statusReason: reason })
      .where(eq(complianceFiles.id, fileId));
  }
}

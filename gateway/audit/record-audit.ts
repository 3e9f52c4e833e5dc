import { eq } from "drizzle-orm";
import { canonicalJson, chainEntry, GENESIS_HASH } from "../../core/audit/audit-chain.ts";
import type { AuditDraft, AuditEntry, AuditHead } from "../../core/audit/audit-entry.ts";
import type { AuditSeal } from "../../core/audit/audit-seal.port.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import { auditEntries, auditHeads } from "./audit.schema.ts";

export interface AuditRecording {
  readonly clock: Clock;
  readonly auditSeal: AuditSeal;
}

/**
 * Appends a change to its organization's audit chain inside the caller's transaction, so the entry commits with the
 * change or not at all. The head row is the per-organization lock: made if missing, then held FOR UPDATE until the
 * transaction ends, so entries recorded at once by several instances still form one contiguous chain.
 */
export async function recordAudit(
  tx: Database,
  deps: AuditRecording,
  draft: AuditDraft,
): Promise<AuditEntry> {
  const previous = await lockedHead(tx, deps.auditSeal, draft.organizationId);
  const { entry, head } = await chainEntry(
    draft,
    new Date(deps.clock.now()).toISOString(),
    previous,
    deps.auditSeal,
  );
  await tx.insert(auditEntries).values({
    organizationId: entry.organizationId,
    sequence: entry.sequence,
    at: entry.at,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    actorRole: entry.actor.role,
    kind: entry.kind,
    departmentId: entry.departmentId,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subjectName: entry.subject.name,
    before: entry.before === null ? null : canonicalJson(entry.before),
    after: entry.after === null ? null : canonicalJson(entry.after),
    address: entry.address,
    previousSeal: entry.previousSeal,
    hash: entry.hash,
  });
  await tx.update(auditHeads).set(head).where(eq(auditHeads.organizationId, draft.organizationId));
  return entry;
}

async function lockedHead(tx: Database, seal: AuditSeal, organizationId: string): Promise<AuditHead> {
  await tx
    .insert(auditHeads)
    .values({
      organizationId,
      count: 0,
      hash: GENESIS_HASH,
      seal: await seal.seal(`${organizationId}:0:${GENESIS_HASH}`),
    })
    .onConflictDoNothing();
  const [head] = await tx
    .select({ count: auditHeads.count, hash: auditHeads.hash, seal: auditHeads.seal })
    .from(auditHeads)
    .where(eq(auditHeads.organizationId, organizationId))
    .for("update");
  if (!head) throw new Error(`The audit head of ${organizationId} could not be locked`);
  return head;
}

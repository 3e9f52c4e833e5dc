import type { FastifyRequest } from "fastify";
import type { AuditDraft, AuditSubject, JsonValue } from "../../core/audit/audit-entry.ts";
import type { AuditKind } from "../../core/audit/audit-kind.ts";
import { auditActorOf, clientAddressOf } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { Database } from "../database/database.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";

export type AuditedDeps = Pick<GatewayDeps, "db" | "clock" | "auditSeal">;

/** A change as its route knows it; who made it, where and from which address come from the request. */
export interface ChangeToRecord {
  /** The organization whose log records it, when not the one the change is made in (a person's subscription). */
  readonly organizationId?: string;
  readonly kind: AuditKind;
  readonly subject: AuditSubject;
  /** The department the change belongs to; none for the organization's own settings and people. */
  readonly departmentId?: string | null;
  readonly before: JsonValue | null;
  readonly after: JsonValue | null;
}

/** Records changes made in one transaction, each in the same transaction. */
export type RecordChange = (change: ChangeToRecord) => Promise<void>;

/**
 * Makes a change and records it in the organization's audit log in one transaction: both commit, or neither.
 * `work` uses `tx` alone (on PGlite another query would wait for this very transaction) and calls `record` for what it
 * changed, not at all when it changed nothing, and last: recording holds the organization's audit lock until the
 * commit, so a row locked after it could deadlock with a change that locked that row first. The caller is the
 * signed-in person, acting with `role`.
 */
export function auditedChange<T>(
  deps: AuditedDeps,
  request: FastifyRequest,
  by: { readonly organizationId: string | null; readonly role: string },
  work: (tx: Database, record: RecordChange) => Promise<T>,
): Promise<T> {
  const organizationOf = (change: ChangeToRecord) => {
    const organizationId = change.organizationId ?? by.organizationId;
    if (!organizationId) throw new Error(`a ${change.kind} change names no organization to record it in`);
    return organizationId;
  };
  const draftOf = (change: ChangeToRecord): AuditDraft => ({
    organizationId: organizationOf(change),
    departmentId: change.departmentId ?? null,
    actor: auditActorOf(request, by.role),
    kind: change.kind,
    subject: change.subject,
    before: change.before,
    after: change.after,
    address: clientAddressOf(request),
  });
  return deps.db.transaction((tx) =>
    work(tx, async (change) => {
      await recordAudit(tx, deps, draftOf(change));
    }),
  );
}

/** A transaction whose changes are recorded: auditedChange bound to a request, or none recorded (seeds, fixtures). */
export type AuditedTransaction = <T>(work: (tx: Database, record: RecordChange) => Promise<T>) => Promise<T>;

export function auditedTransaction(
  deps: AuditedDeps,
  request: FastifyRequest,
  by: { readonly organizationId: string | null; readonly role: string },
): AuditedTransaction {
  return (work) => auditedChange(deps, request, by, work);
}

/** For seeds and fixtures, which act as nobody: the change alone, in a transaction. */
export function unrecordedTransaction(db: Database): AuditedTransaction {
  return (work) => db.transaction((tx) => work(tx, async () => {}));
}

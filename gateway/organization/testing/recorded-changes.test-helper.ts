import { and, asc, eq, gt, max } from "drizzle-orm";
import { expect } from "vitest";
import { auditEntries } from "../../audit/audit.schema.ts";
import type { SignedInPerson, TestGateway } from "../../testing/test-gateway.ts";
import type { Answer } from "./organization-calls.test-helper.ts";

/** An audit entry as a test reads it: before and after parsed. */
export interface RecordedChange {
  readonly kind: string;
  readonly departmentId: string | null;
  readonly actor: { readonly id: string; readonly email: string; readonly role: string };
  readonly subject: { readonly type: string; readonly id: string; readonly name: string };
  readonly before: unknown;
  readonly after: unknown;
  readonly address: string | null;
  /** The row as stored, to look for what must never be there (a secret). */
  readonly stored: string;
}

/**
 * What a call records in an organization's audit log: the entries added while it ran, oldest first. Each test's
 * seed may leave entries behind, so only those after the call's start count.
 */
export function recordedChangesOf(gateway: () => TestGateway) {
  const changesAfter = async (organizationId: string, since: number) => {
    const rows = await gateway()
      .db.select()
      .from(auditEntries)
      .where(and(eq(auditEntries.organizationId, organizationId), gt(auditEntries.sequence, since)))
      .orderBy(asc(auditEntries.sequence));
    return rows.map(
      (row): RecordedChange => ({
        kind: row.kind,
        departmentId: row.departmentId,
        actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
        subject: { type: row.subjectType, id: row.subjectId, name: row.subjectName },
        before: row.before === null ? null : JSON.parse(row.before),
        after: row.after === null ? null : JSON.parse(row.after),
        address: row.address,
        stored: JSON.stringify(row),
      }),
    );
  };
  const lastSequence = async (organizationId: string) => {
    const [row] = await gateway()
      .db.select({ last: max(auditEntries.sequence) })
      .from(auditEntries)
      .where(eq(auditEntries.organizationId, organizationId));
    return row?.last ?? 0;
  };
  const during = async (organizationId: string, call: () => Promise<Answer>) => {
    const since = await lastSequence(organizationId);
    const answer = await call();
    return { answer, changes: await changesAfter(organizationId, since) };
  };
  /** Every entry of the organization's log, oldest first. */
  const all = (organizationId: string) => changesAfter(organizationId, 0);
  return Object.assign(during, { all });
}

/** The one entry a change recorded, made by `person` acting as `role` from the test's loopback address. */
export function theOneChange(
  recorded: { answer: Answer; changes: readonly RecordedChange[] },
  person: SignedInPerson,
  role: string,
): RecordedChange {
  expect(recorded.answer.status, JSON.stringify(recorded.answer.body)).toBeLessThan(300);
  expect(recorded.changes).toHaveLength(1);
  const [change] = recorded.changes as [RecordedChange];
  expect(change.actor).toEqual({ id: person.uid, email: person.email, role });
  expect(change.address).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  return change;
}

/**
 * Checks that changes made at once were told in order: replayed from `start`, each entry's before is what the
 * entries before it left, and the last leaves what is now saved. Only the fields in `start` are followed.
 */
export function expectToldInOrder(
  start: Record<string, unknown>,
  changes: readonly RecordedChange[],
  saved: Record<string, unknown>,
): void {
  const replayed = { ...start };
  for (const change of changes) {
    const before = (change.before ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(replayed))
      if (field in before) expect(before[field], field).toEqual(replayed[field]);
    for (const [field, value] of Object.entries((change.after ?? {}) as Record<string, unknown>))
      if (field in replayed) replayed[field] = value;
  }
  expect(replayed).toEqual(Object.fromEntries(Object.keys(start).map((field) => [field, saved[field]])));
}

import { and, asc, count, desc, eq, gt, gte, lte, or, type SQL, sql } from "drizzle-orm";
import { GENESIS_HASH } from "../../core/audit/audit-chain.ts";
import type { AuditEntry, AuditHead, JsonValue } from "../../core/audit/audit-entry.ts";
import type { AuditKind } from "../../core/audit/audit-kind.ts";
import type { AuditLogFilters } from "../../core/audit/audit-log-query.ts";
import type { Database } from "../database/database.ts";
import { auditEntries, auditHeads } from "./audit.schema.ts";

type AuditEntryRow = typeof auditEntries.$inferSelect;

/** An entry as it was chained: before and after read back from the canonical text that was hashed. */
export function entryOf(row: AuditEntryRow): AuditEntry {
  return {
    organizationId: row.organizationId,
    departmentId: row.departmentId,
    actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
    kind: row.kind as AuditKind,
    subject: { type: row.subjectType, id: row.subjectId, name: row.subjectName },
    before: jsonOf(row.before),
    after: jsonOf(row.after),
    address: row.address,
    sequence: row.sequence,
    at: row.at,
    previousSeal: row.previousSeal,
    hash: row.hash,
  };
}

/** The stored head, or null for an organization that never recorded anything (or whose head was removed). */
export async function storedHead(db: Database, organizationId: string): Promise<AuditHead | null> {
  const [head] = await db
    .select({ count: auditHeads.count, hash: auditHeads.hash, seal: auditHeads.seal })
    .from(auditHeads)
    .where(eq(auditHeads.organizationId, organizationId));
  return head ?? null;
}

/** The head as shown: its count and hash, the empty chain's when there is none. */
export function shownHead(head: AuditHead | null): { count: number; hash: string } {
  return head ? { count: head.count, hash: head.hash } : { count: 0, hash: GENESIS_HASH };
}

/** One page of an organization's entries in sequence order, from `after` on (keyset paging, for verification). */
export async function entriesAfter(
  db: Database,
  organizationId: string,
  after: number,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.organizationId, organizationId), gt(auditEntries.sequence, after)))
    .orderBy(asc(auditEntries.sequence))
    .limit(limit);
  return rows.map(entryOf);
}

/** The entries passing the filters (core's passesAuditFilters, in SQL): newest first, a page of them, and how many. */
export async function filteredEntries(
  db: Database,
  organizationId: string,
  filters: AuditLogFilters,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = whereFilters(organizationId, filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.sequence))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { entries: rows.map(entryOf), total: counted?.total ?? 0 };
}

/**
 * The entries passing the filters in sequence order, after `after` and up to `upTo` (an export reads them so, a batch
 * at a time, up to the head it names).
 */
export async function filteredEntriesBetween(
  db: Database,
  organizationId: string,
  filters: AuditLogFilters,
  range: { readonly after: number; readonly upTo: number; readonly limit: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        whereFilters(organizationId, filters),
        gt(auditEntries.sequence, range.after),
        lte(auditEntries.sequence, range.upTo),
      ),
    )
    .orderBy(asc(auditEntries.sequence))
    .limit(range.limit);
  return rows.map(entryOf);
}

/** The organization's newest entries, newest first. */
export async function newestEntries(
  db: Database,
  organizationId: string,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.organizationId, organizationId))
    .orderBy(desc(auditEntries.sequence))
    .limit(limit);
  return rows.map(entryOf);
}

function whereFilters(organizationId: string, filters: AuditLogFilters): SQL | undefined {
  const day = sql<string>`left(${auditEntries.at}, 10)`;
  return and(
    eq(auditEntries.organizationId, organizationId),
    filters.actor
      ? or(eq(auditEntries.actorId, filters.actor), eq(auditEntries.actorEmail, filters.actor))
      : undefined,
    filters.kind ? eq(auditEntries.kind, filters.kind) : undefined,
    filters.from ? gte(day, filters.from) : undefined,
    filters.to ? lte(day, filters.to) : undefined,
  );
}

/** A stored before or after; text that is not JSON (changed in the database) is kept as text, for the hash to refuse. */
function jsonOf(text: string | null): JsonValue | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}

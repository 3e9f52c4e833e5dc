import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Each organization's audit log, one hash chain per organization (core/audit/audit-chain.ts). Append-only: nothing
 * updates or deletes a row, retention included. No foreign keys: an entry outlives what it describes. Times, before
 * and after are kept as the very text that was hashed.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    organizationId: text("organization_id").notNull(),
    sequence: integer("sequence").notNull(),
    at: text("at").notNull(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role").notNull(),
    kind: text("kind").notNull(),
    departmentId: text("department_id"),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    subjectName: text("subject_name").notNull(),
    /** Canonical JSON, or null. */
    before: text("before"),
    after: text("after"),
    address: text("address"),
    previousSeal: text("previous_seal").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.sequence] })],
);

/**
 * Each chain's head, written in the same transaction as every entry: its row is also the per-organization lock that
 * keeps the chain in one line when several instances record at once.
 */
export const auditHeads = pgTable("audit_heads", {
  organizationId: text("organization_id").primaryKey(),
  count: integer("count").notNull(),
  hash: text("hash").notNull(),
  seal: text("seal").notNull(),
});

import { pgTable, text } from "drizzle-orm/pg-core";

/**
 * Scrubs a migration left due: it rewrote secrets inside its transaction, where the tables' dead rows and the
 * write-ahead log cannot be cleaned, so the next start does it (scrubSecretsAtRest) and deletes the row.
 */
export const secretScrubsDue = pgTable("secret_scrubs_due", {
  /** What left it due, e.g. the migration's tag. */
  reason: text("reason").primaryKey(),
  /** The tables whose every version of a row must be rewritten (a partitioned table's partitions with it). */
  tables: text("tables").array().notNull(),
});

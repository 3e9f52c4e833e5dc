import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * How long request logs are kept, where someone chose: a person's own traffic (scope `person`, owner the user's
 * id) and an organization's department traffic (scope `organization`). Without a row, core's DEFAULT_RETENTION.
 */
export const retentionSettings = pgTable(
  "retention_settings",
  {
    scope: text("scope").$type<RetentionScope>().notNull(),
    ownerId: text("owner_id").notNull(),
    bodiesDays: integer("bodies_days").notNull(),
    metadataDays: integer("metadata_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.ownerId] })],
);

export type RetentionScope = "person" | "organization";

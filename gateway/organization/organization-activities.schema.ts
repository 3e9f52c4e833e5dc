import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organization.schema.ts";

/** What happened in an organization lately (the overview's recent activities). */
export const organizationActivities = pgTable(
  "organization_activities",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** e.g. DEPARTMENT_CREATED, POLICY_UPLOADED, MODEL_ADDED, USER_INVITED. */
    type: text("type").notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("organization_activities_created_idx").on(table.organizationId, table.createdAt)],
);

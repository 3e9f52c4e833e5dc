import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { departments } from "../organization.schema.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** A department's policy documents: uploaded (bytes kept here) or named by URL (recorded, fetched later). */
export const complianceFiles = pgTable(
  "compliance_files",
  {
    id: text("id").primaryKey(),
    departmentId: text("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    /** As given, spaces removed (SPEC §5). */
    name: text("name").notNull(),
    /** Where the document lives: its storage path, or the URL it was added from. */
    filePath: text("file_path").notNull(),
    sourceUrl: text("source_url"),
    content: bytea("content"),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes").notNull().default(0),
    /** 0 until the document is processed (a URL is not fetched when added). */
    chunks: integer("chunks").notNull().default(0),
    embeddings: integer("embeddings").notNull().default(0),
    lastModifiedByRole: text("last_modified_by_role").$type<RankedRole>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("compliance_files_department_idx").on(table.departmentId)],
);

import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ComplianceFileStatus } from "../../../core/organization/compliance-file-status.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { departments } from "../organization.schema.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A department's policy documents: uploaded or fetched from a URL, their bytes kept here, read and embedded after
 * they are added (gateway/policy-files/); their passages are in policy_file_chunks.
 */
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
    /** Passages read from the document's text, and those embedded: 0 until it is indexed. */
    chunks: integer("chunks").notNull().default(0),
    embeddings: integer("embeddings").notNull().default(0),
    status: text("status").$type<ComplianceFileStatus>().notNull().default("PENDING"),
    /** Why it FAILED, in words for whoever added it. */
    statusReason: text("status_reason"),
    /** The model its passages were embedded with: search by meaning compares only vectors of one model. */
    embeddingModel: text("embedding_model"),
    lastModifiedByRole: text("last_modified_by_role").$type<RankedRole>(),
    /** Who added it: its embeddings are asked for them (no foreign key: the document outlives their account). */
    addedBy: text("added_by"),
    /** When an instance began reading it: another leaves it alone meanwhile (several instances, one database). */
    readingSince: timestamp("reading_since", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("compliance_files_department_idx").on(table.departmentId)],
);

import { integer, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { complianceFiles } from "../organization/department-resources/compliance-files.schema.ts";

/** The passages read from a policy document (core's policyChunks), each with its vector once embedded. */
export const policyFileChunks = pgTable(
  "policy_file_chunks",
  {
    fileId: text("file_id")
      .notNull()
      .references(() => complianceFiles.id, { onDelete: "cascade" }),
    /** Its position in the document, from 1. */
    position: integer("position").notNull(),
    text: text("text").notNull(),
    /** Null until embedded (or when the organization has no embedding model). */
    embedding: real("embedding").array(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.position] })],
);

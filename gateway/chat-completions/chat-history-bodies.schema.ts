import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";

/**
 * What a logged request said and was answered, apart from its metadata (chat_history) so the two can be kept for
 * different times: bodies are the bulk of the log and the most sensitive part of it. Same key as the request's row,
 * partitioned by month the same way; a request whose bodies are gone keeps its metadata.
 */
export const chatHistoryBodies = pgTable(
  "chat_history_bodies",
  {
    id: text("id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull(),
    /** Whose traffic it was, for retention: the person's own setting, or the organization's for department traffic. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id"),
    requestContent: text("request_content"),
    responseContent: text("response_content"),
    /** The tools offered to the model, as the JSON text of chat completions' `tools`. */
    tools: text("tools"),
    /** The response_format asked for, as JSON text. */
    responseFormat: text("response_format"),
    /** The calls the model made, as the JSON text of chat completions' `tool_calls`. */
    toolCalls: text("tool_calls"),
  },
  (table) => [primaryKey({ columns: [table.createdAt, table.id] })],
);

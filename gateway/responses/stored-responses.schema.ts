import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";

/**
 * Responses the gateway answered by translation with `store` left on (OpenAI's default): GET /responses/{id}
 * reads them, and a later request naming one as `previous_response_id` continues its conversation.
 */
export const storedResponses = pgTable(
  "stored_responses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull(),
    /** The Response object as the client got it. */
    response: jsonb("response").notNull(),
    /**
     * The conversation up to and including this response's answer, as chat messages after the department's PII
     * handling (instructions left out: OpenAI does not carry them over to the next response).
     */
    conversation: jsonb("conversation").notNull(),
  },
  (table) => [index("stored_responses_user_idx").on(table.userId, table.createdAt)],
);

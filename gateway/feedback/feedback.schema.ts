import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";

/** What people sent through the feedback page (POST /feedback), signed in or not. */
export const feedback = pgTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    /** One of core's FEEDBACK_TOPICS. */
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    /** Where to reply, when the sender gave an address. */
    email: text("email"),
    /** The signed-in sender; null for a visitor, or once their account is deleted. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("feedback_created_idx").on(table.createdAt)],
);

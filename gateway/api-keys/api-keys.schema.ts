import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";

/** A user's own API keys (the API-key page). Department-user keys live with the organization. */
export const userApiKeys = pgTable("user_api_keys", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  value: text("value").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

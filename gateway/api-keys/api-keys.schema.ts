import { index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";
import { apiKeyColumns } from "./api-key-columns.ts";

/** A user's own API keys (the API-key page). Department-user keys live with the organization. */
export const userApiKeys = pgTable(
  "user_api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...apiKeyColumns(),
  },
  (table) => [index("user_api_keys_previous_secret_hash_idx").on(table.previousSecretHash)],
);

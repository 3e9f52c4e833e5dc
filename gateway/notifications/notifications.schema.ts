import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type {
  NotificationDetailsJson,
  NotificationKind,
} from "../../core/notifications/notification-json.ts";
import { users } from "../identity/users.schema.ts";

/** In-app notifications, one row per recipient, so each person marks their own as read. */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade", onUpdate: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    details: jsonb("details").$type<NotificationDetailsJson>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** Null while unread. */
    readAt: timestamp("read_at", { withTimezone: true, mode: "string" }),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);

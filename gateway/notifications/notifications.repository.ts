import { and, count, desc, eq, isNull } from "drizzle-orm";
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationDetailsJson,
  type NotificationKind,
  type NotificationListJson,
} from "../../core/notifications/notification-json.ts";
import type { Database } from "../database/database.ts";
import { newId } from "../organization/organization-ids.ts";
import { notifications } from "./notifications.schema.ts";

/** One notification of the same kind and details for each recipient (in the caller's transaction, if any). */
export async function notifyEach(
  db: Database,
  recipientIds: readonly string[],
  notification: { readonly kind: NotificationKind; readonly details: NotificationDetailsJson },
  createdAt: string,
): Promise<void> {
  if (recipientIds.length === 0) return;
  await db
    .insert(notifications)
    .values(recipientIds.map((userId) => ({ id: newId("ntf"), userId, ...notification, createdAt })));
}

/** Someone's newest notifications, and how many of all theirs are unread. */
export async function notificationsOf(db: Database, userId: string): Promise<NotificationListJson> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  const [unread] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: new Date(row.createdAt).toISOString(),
      readAt: row.readAt === null ? null : new Date(row.readAt).toISOString(),
      details: row.details,
    })),
    unread: unread?.count ?? 0,
  };
}

/** Marks one of someone's notifications read (once: a second call keeps the first time); false when it is not theirs. */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
  readAt: string,
): Promise<boolean> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return false;
  if (row.readAt === null)
    await db
      .update(notifications)
      .set({ readAt })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return true;
}

/** Marks every unread notification of someone read. */
export async function markAllNotificationsRead(db: Database, userId: string, readAt: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

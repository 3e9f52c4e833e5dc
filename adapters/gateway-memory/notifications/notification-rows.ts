import type { NotificationJson } from "../../../core/notifications/notification-json.ts";
import { MemoryTable } from "../memory-table.ts";

/** As the gateway answers a notification that is not the caller's: not found, whoever's it is. */
export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** A notification as stored: whose it is, and the order it was made in (ties of the same millisecond). */
export type NotificationRow = NotificationJson & { readonly userId: string; readonly sequence: number };

/** Every person's notifications in the memory organization area. */
export function notificationTable(): MemoryTable<NotificationRow> {
  return new MemoryTable<NotificationRow>(NOTIFICATION_NOT_FOUND);
}

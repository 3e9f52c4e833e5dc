import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationJson,
  type NotificationListJson,
} from "../../../core/notifications/notification-json.ts";
import type { NotificationsGateway } from "../../../core/notifications/notifications-gateway.port.ts";
import { refusal } from "../../../core/organization/refusal.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { failure } from "../organization/organization-access.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import { NOTIFICATION_NOT_FOUND, type NotificationRow } from "./notification-rows.ts";

/** The signed-in person's notifications in memory, made by the budget alerts of their departments' spend. */
export class MemoryNotificationsGateway implements NotificationsGateway {
  constructor(private readonly context: OrganizationContext) {}

  async list(): Promise<NotificationListJson> {
    const own = this.own().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.sequence - a.sequence);
    return {
      data: own.slice(0, NOTIFICATION_LIST_LIMIT).map(asJson),
      unread: own.filter((row) => row.readAt === null).length,
    };
  }

  async markRead(id: string): Promise<void> {
    const row = this.context.notifications.find(requireId(id));
    // Someone else's notification is not found either: nobody learns of anyone else's.
    if (!row || row.userId !== this.context.db.actorId) throw failure(refusal(404, NOTIFICATION_NOT_FOUND));
    if (row.readAt === null) this.context.notifications.update(id, { readAt: this.context.db.timestamp() });
  }

  async markAllRead(): Promise<void> {
    const readAt = this.context.db.timestamp();
    for (const row of this.own().filter((unread) => unread.readAt === null))
      this.context.notifications.update(row.id, { readAt });
  }

  private own(): NotificationRow[] {
    const { notifications, db } = this.context;
    return notifications.where((row) => row.userId === db.actorId);
  }
}

function asJson({ userId: _, sequence: __, ...notification }: NotificationRow): NotificationJson {
  return notification;
}

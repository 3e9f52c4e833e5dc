import { token } from "../wiring/token.ts";
import type { NotificationListJson } from "./notification-json.ts";

/**
 * The signed-in person's notifications (budget alerts). Failures reject with the gateway's messages and show no
 * error page: the list is read in the background, and the shell says itself when it could not be.
 */
export interface NotificationsGateway {
  /** GET /notifications: the newest first, and how many of all are unread. */
  list(): Promise<NotificationListJson>;
  /** POST /notifications/{id}/read */
  markRead(id: string): Promise<void>;
  /** POST /notifications/read-all */
  markAllRead(): Promise<void>;
}

export const NotificationsGateway = token<NotificationsGateway>("NotificationsGateway");

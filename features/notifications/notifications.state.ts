import type {
  NotificationDetailsJson,
  NotificationKind,
} from "../../core/notifications/notification-json.ts";

/** One notification as the list shows it. */
export interface ListedNotification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly createdAt: Date;
  readonly read: boolean;
  readonly details: NotificationDetailsJson;
}

export interface NotificationsState {
  /** Nobody signed in (`idle`), the first list on its way, shown, or failed before any was shown. */
  readonly status: "idle" | "loading" | "ready" | "failed";
  /** Newest first. */
  readonly notifications: readonly ListedNotification[];
  /** Unread among all of the person's notifications, listed or not. */
  readonly unread: number;
  /** Why the list could not be read, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
}

export const INITIAL_NOTIFICATIONS_STATE: NotificationsState = {
  status: "idle",
  notifications: [],
  unread: 0,
  failure: [],
};

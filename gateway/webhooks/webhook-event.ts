import type {
  NotificationDetailsJson,
  NotificationKind,
} from "../../core/notifications/notification-json.ts";

/** What a test delivery is about. */
export const TEST_EVENT = "test";

export type WebhookEventType = NotificationKind | typeof TEST_EVENT;

/** The JSON body of a webhook delivery: the event's id (also Webhook-Id), type, time and organization, and its facts. */
export interface WebhookEventJson {
  readonly id: string;
  readonly type: WebhookEventType;
  /** ISO date-time the event happened. */
  readonly createdAt: string;
  readonly organizationId: string;
  /** A budget alert's details (as its notification tells them); a short note for a test. */
  readonly data: NotificationDetailsJson | { readonly message: string };
}

export const TEST_EVENT_MESSAGE =
  "A test delivery from the gateway: your webhook is reached, and can check the Webhook-Signature header.";

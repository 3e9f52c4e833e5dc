import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { WebhookDeliveryStatus } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import { organizations } from "../organization/organization.schema.ts";

/** The one webhook of an organization: where its budget alerts are sent, signed with its secret. */
export const organizationWebhooks = pgTable("organization_webhooks", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  /** Sealed by the secret cipher (gateway/secrets): the gateway signs with it, so it cannot be a hash. */
  secret: text("secret").notNull(),
  /** The secret's last characters, to tell secrets apart without showing one. */
  secretHint: text("secret_hint").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/** Every event sent (or to send) to an organization's webhook, with its attempts: the delivery log. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    /** Also the event's id: the Webhook-Id header, the same on every retry. */
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** budget-threshold, budget-forecast or test. */
    event: text("event").notNull(),
    /** The JSON body as sent: kept as text, so every attempt sends (and signs) the same bytes. */
    payload: text("payload").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending delivery is due; while an instance is sending it, when its claim lapses. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, mode: "string" }),
    /** The receiver's HTTP status at the last attempt; null when it could not be reached. */
    responseStatus: integer("response_status"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_organization_created_idx").on(table.organizationId, table.createdAt),
  ],
);

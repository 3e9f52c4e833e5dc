import { NO_WEBHOOK } from "../../core/budget-alerts/webhook-refusals.ts";
import { WEBHOOK_MAX_ATTEMPTS } from "../../core/budget-alerts/webhook-retry-schedule.ts";
import { MOST_WEBHOOK_URL_LENGTH, WEBHOOK_URL_RULE } from "../../core/budget-alerts/webhook-url-rule.ts";
import { pathIds } from "../api-document/dto-schema.ts";
import { dateTime, integer, listOf, oneOf, orNull, record, text } from "../api-document/schema-words.ts";
import {
  MALFORMED,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization/organization-operation.ts";
import { WEBHOOK_DELIVERY_LIST_LIMIT } from "./webhook-deliveries.repository.ts";

const ORGANIZATION = pathIds({ orgId: "The organization's id." });
const RANK = OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN");
const NONE: [string, string] = ["No such organization, or it has no webhook.", NO_WEBHOOK];

const SIGNING =
  "Each delivery is a POST of JSON `{ id, type, createdAt, organizationId, data }` (type budget-threshold, " +
  "budget-forecast, api-key-budget-threshold (a department key's budget) or test; data as a notification's " +
  "details) with the headers `Webhook-Id` (the event's id, the " +
  'same on retries) and `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed ' +
  "with the secret>`. A 2xx answer delivers it; otherwise it is tried again after 1 min, 5 min, 30 min and 2 h, " +
  `then failed (${WEBHOOK_MAX_ATTEMPTS} attempts). Redirects are not followed.`;

const WEBHOOK = record(
  {
    url: text(),
    secretHint: text("The secret's last 4 characters."),
    createdAt: dateTime("When it was last saved."),
    secret: text("The signing secret: in PUT's answer only, once."),
  },
  { optional: ["secret"] },
);

const WEBHOOK_EXAMPLE = {
  url: "https://hooks.meridian.example/budget",
  secretHint: "Q2x8",
  createdAt: "2026-11-20T09:00:00.000Z",
};

const DELIVERY = record({
  id: text("Also the Webhook-Id sent."),
  event: text("budget-threshold, budget-forecast, api-key-budget-threshold or test."),
  status: oneOf(["pending", "delivered", "failed"]),
  attempts: integer(),
  lastAttemptAt: orNull(dateTime()),
  nextAttemptAt: orNull(dateTime("When a pending delivery is tried next.")),
  responseStatus: orNull(integer("The receiver's HTTP status at the last attempt; null when not reached.")),
  error: orNull(text("What went wrong at the last attempt.")),
});

export const WEBHOOKS_OPERATIONS = {
  get: organizationOperation({
    id: "getOrganizationWebhook",
    summary: "The organization's webhook",
    description: `Owner and super admins. ${SIGNING}`,
    params: ORGANIZATION,
    answer: {
      status: 200,
      description: "The webhook, without its secret.",
      schema: WEBHOOK,
      example: WEBHOOK_EXAMPLE,
    },
    refusals: { 403: RANK, 404: NONE },
  }),

  save: organizationOperation({
    id: "saveOrganizationWebhook",
    summary: "Set the organization's webhook",
    description:
      "Owner and super admins. Each save issues a new signing secret, answered this once. The URL is held to the " +
      "gateway's outbound-address policy: loopback, private and link-local addresses only where the operator's " +
      "GATEWAY_OUTBOUND_ALLOW permits, cloud metadata addresses never.",
    params: ORGANIZATION,
    body: record({
      url: { ...text("An absolute http or https URL."), maxLength: MOST_WEBHOOK_URL_LENGTH },
    }),
    answer: {
      status: 200,
      description: "The webhook, with its new secret.",
      schema: WEBHOOK,
      example: { ...WEBHOOK_EXAMPLE, secret: "whsec_kY2b0vQm3Jf8W1nR5tL9pX4cE7aZ6uH0sD3gB1yQ2x8" },
    },
    refusals: {
      400: MALFORMED(WEBHOOK_URL_RULE),
      403: RANK,
      404: UNKNOWN("organization"),
    },
  }),

  remove: organizationOperation({
    id: "removeOrganizationWebhook",
    summary: "Remove the organization's webhook",
    description: "Owner and super admins. Deliveries still waiting for a retry are failed.",
    params: ORGANIZATION,
    answer: { status: 204, description: "Removed (or there was none)." },
    refusals: { 403: RANK, 404: UNKNOWN("organization") },
  }),

  test: organizationOperation({
    id: "testOrganizationWebhook",
    summary: "Send a test delivery",
    description:
      "Owner and super admins. Sends a `test` event, signed like the others, before answering; it is tried once " +
      "(not retried), and its outcome is shown in the delivery log.",
    params: ORGANIZATION,
    answer: { status: 204, description: "Sent (whatever the receiver answered: see the log)." },
    refusals: { 403: RANK, 404: NONE },
  }),

  deliveries: organizationOperation({
    id: "listWebhookDeliveries",
    summary: "The webhook's delivery log",
    description: `Owner and super admins. Newest first, at most ${WEBHOOK_DELIVERY_LIST_LIMIT}.`,
    params: ORGANIZATION,
    answer: {
      status: 200,
      description: "The deliveries.",
      schema: record({ data: listOf(DELIVERY) }),
      example: {
        data: [
          {
            id: "whd-0c3f5a9e-2b71-4d8e-a1f4-6e9b2d7c5a30",
            event: "budget-threshold",
            status: "pending",
            attempts: 1,
            lastAttemptAt: "2026-11-20T09:14:04.000Z",
            nextAttemptAt: "2026-11-20T09:15:04.000Z",
            responseStatus: 500,
            error: "The receiver answered 500",
          },
        ],
      },
    },
    refusals: { 403: RANK, 404: UNKNOWN("organization") },
  }),
};

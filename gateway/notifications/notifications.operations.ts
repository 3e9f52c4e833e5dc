import { NOTIFICATION_LIST_LIMIT } from "../../core/notifications/notification-json.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { pathIds } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import {
  dateTime,
  decimal,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  text,
} from "../api-document/schema-words.ts";
import { NOTIFICATION_NOT_FOUND } from "./notification-refusals.ts";

const TAG = "Notifications";

const DEPARTMENT_DETAILS = record(
  {
    departmentId: text(),
    departmentName: text(),
    threshold: integer("Percent of the monthly budget crossed; 100 for a forecast warning."),
    spend: decimal("US dollars spent this month when the alert fired, to the cent."),
    budget: decimal("The monthly budget in US dollars."),
    period: text("The UTC month, YYYY-MM: each alert fires once in it."),
    forecast: decimal("US dollars: the month-end forecast, for a forecast warning."),
  },
  { optional: ["forecast"], description: "A department's alert (budget-threshold, budget-forecast)." },
);

const API_KEY_DETAILS = record(
  {
    apiKeyId: text(),
    apiKeyName: text(),
    departmentId: orNull(text("The department whose member holds the key; null for a personal key.")),
    departmentName: orNull(text()),
    threshold: integer("Percent of the key's monthly budget crossed."),
    spend: decimal("US dollars spent with the key this month when the alert fired, to the cent."),
    budget: decimal("The key's monthly budget in US dollars."),
    period: text("The UTC month, YYYY-MM: each threshold fires once in it."),
  },
  { description: "An API key's alert (api-key-budget-threshold)." },
);

const DETAILS = { anyOf: [DEPARTMENT_DETAILS, API_KEY_DETAILS] };

const NOTIFICATION = record({
  id: text(),
  kind: oneOf(
    ["budget-threshold", "budget-forecast", "api-key-budget-threshold"],
    "A threshold of the department's monthly budget was crossed, or its month-end forecast passes the budget; " +
      "or a threshold of an API key's monthly budget was crossed.",
  ),
  createdAt: dateTime(),
  readAt: orNull(dateTime("Null while unread.")),
  details: DETAILS,
});

export const NOTIFICATION_EXAMPLE = {
  id: "ntf-5b1f0c2e-8d7a-4f43-9a61-2c4e7b9d0a11",
  kind: "budget-threshold",
  createdAt: "2026-11-20T09:14:03.000Z",
  readAt: null,
  details: {
    departmentId: "dep-research",
    departmentName: "Research",
    threshold: 80,
    spend: 402.17,
    budget: 500.0,
    period: "2026-11",
  },
};

const ONE = pathIds({ id: "The notification's id." });

export const NOTIFICATIONS_OPERATIONS = {
  list: operation({
    id: "listNotifications",
    summary: "Your notifications",
    description:
      `Newest first, at most ${NOTIFICATION_LIST_LIMIT}, with how many of all yours are unread. A department's ` +
      "budget alerts notify its admins, the organization's super admins and its owner. An API key's budget alerts " +
      "(at its department's thresholds, or 50, 80 and 100 % for a personal key) notify its holder, and for a " +
      "department's key whoever its department's alerts notify.",
    tag: TAG,
    access: "session",
    answer: {
      status: 200,
      description: "Your notifications and the unread count.",
      schema: record({ data: listOf(NOTIFICATION), unread: integer() }),
      example: { data: [NOTIFICATION_EXAMPLE], unread: 1 },
    },
  }),

  markRead: operation({
    id: "markNotificationRead",
    summary: "Mark a notification read",
    description: "Marking it again keeps the first time.",
    tag: TAG,
    access: "session",
    params: ONE,
    answer: { status: 204, description: "Read." },
    refusals: {
      400: ["A blank id.", INVALID_ID],
      404: ["No notification of yours has this id.", NOTIFICATION_NOT_FOUND],
    },
  }),

  markAllRead: operation({
    id: "markAllNotificationsRead",
    summary: "Mark all your notifications read",
    tag: TAG,
    access: "session",
    answer: { status: 204, description: "All read." },
  }),
};

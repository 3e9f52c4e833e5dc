/**
 * What a notification tells: a department's spend crossed a threshold, or its month-end forecast passes the budget;
 * or an API key's spend crossed a threshold of its own monthly budget.
 */
export type NotificationKind = "budget-threshold" | "budget-forecast" | "api-key-budget-threshold";

/** The facts of a budget alert, for the dashboard to word in the reader's language. */
export interface BudgetAlertDetailsJson {
  readonly departmentId: string;
  readonly departmentName: string;
  /** Percent of the monthly budget (50, 80, 100 by default); for a forecast, 100. */
  readonly threshold: number;
  /** US dollars spent this month when the alert fired. */
  readonly spend: number;
  /** The monthly budget in US dollars. */
  readonly budget: number;
  /** The UTC month, YYYY-MM. */
  readonly period: string;
  /** US dollars: the month-end forecast, for a forecast warning. */
  readonly forecast?: number;
}

/** The facts of an API key's budget alert: the key, the department whose key it is (if any), and its month. */
export interface ApiKeyBudgetAlertDetailsJson {
  readonly apiKeyId: string;
  readonly apiKeyName: string;
  /** The department whose member holds the key; null for a personal key. */
  readonly departmentId: string | null;
  readonly departmentName: string | null;
  /** Percent of the key's monthly budget. */
  readonly threshold: number;
  /** US dollars spent with the key this month when the alert fired. */
  readonly spend: number;
  /** The key's monthly budget in US dollars. */
  readonly budget: number;
  /** The UTC month, YYYY-MM. */
  readonly period: string;
}

/** What a notification (and its webhook event) tells, by kind. */
export type NotificationDetailsJson = BudgetAlertDetailsJson | ApiKeyBudgetAlertDetailsJson;

/** Whether a notification's facts are about an API key (its kind is api-key-budget-threshold). */
export function isApiKeyBudgetAlert(
  details: NotificationDetailsJson,
): details is ApiKeyBudgetAlertDetailsJson {
  return "apiKeyId" in details;
}

/** One notification of GET notifications. */
export interface NotificationJson {
  readonly id: string;
  readonly kind: NotificationKind;
  /** ISO date-time. */
  readonly createdAt: string;
  /** ISO date-time; null while unread. */
  readonly readAt: string | null;
  readonly details: NotificationDetailsJson;
}

/** GET notifications: the newest (at most NOTIFICATION_LIST_LIMIT) and how many of all are unread. */
export interface NotificationListJson {
  readonly data: NotificationJson[];
  readonly unread: number;
}

export const NOTIFICATION_LIST_LIMIT = 100;

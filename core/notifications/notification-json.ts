/** What a notification tells: a department's spend crossed a threshold, or its month-end forecast passes the budget. */
export type NotificationKind = "budget-threshold" | "budget-forecast";

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

/** One notification of GET notifications. */
export interface NotificationJson {
  readonly id: string;
  readonly kind: NotificationKind;
  /** ISO date-time. */
  readonly createdAt: string;
  /** ISO date-time; null while unread. */
  readonly readAt: string | null;
  readonly details: BudgetAlertDetailsJson;
}

/** GET notifications: the newest (at most NOTIFICATION_LIST_LIMIT) and how many of all are unread. */
export interface NotificationListJson {
  readonly data: NotificationJson[];
  readonly unread: number;
}

export const NOTIFICATION_LIST_LIMIT = 100;

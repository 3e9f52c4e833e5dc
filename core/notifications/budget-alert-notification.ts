import type { DueBudgetAlert } from "../budget-alerts/crossed-thresholds.ts";
import { roundTo } from "../number/round-to.ts";
import type { BudgetAlertDetailsJson, NotificationKind } from "./notification-json.ts";

/** The department a budget alert is about, and where its month stands. */
export interface BudgetAlertSubject {
  readonly departmentId: string;
  readonly departmentName: string;
  /** US dollars spent this month. */
  readonly spend: number;
  readonly budget: number;
  /** The UTC month, YYYY-MM (budgetAlertPeriod). */
  readonly period: string;
}

/** Dollars are told to the cent: the figures are read by people, the log keeps the exact costs. */
const CENTS = 2;

/**
 * What a notification (and the webhook event) of a due alert says: its kind and its facts. Shared rule of the
 * memory adapter and the reference gateway.
 */
export function budgetAlertNotification(
  alert: DueBudgetAlert,
  subject: BudgetAlertSubject,
): { readonly kind: NotificationKind; readonly details: BudgetAlertDetailsJson } {
  return {
    kind: alert.kind,
    details: {
      departmentId: subject.departmentId,
      departmentName: subject.departmentName,
      threshold: alert.threshold,
      spend: roundTo(subject.spend, CENTS),
      budget: subject.budget,
      period: subject.period,
      ...(alert.kind === "budget-forecast" ? { forecast: roundTo(alert.forecast, CENTS) } : {}),
    },
  };
}

import type { DueBudgetAlert } from "../budget-alerts/crossed-thresholds.ts";
import { roundTo } from "../number/round-to.ts";
import type {
  ApiKeyBudgetAlertDetailsJson,
  BudgetAlertDetailsJson,
  NotificationKind,
} from "./notification-json.ts";

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

/** The API key a budget alert is about, the department whose key it is (null for a personal key), and its month. */
export interface ApiKeyBudgetAlertSubject {
  readonly apiKeyId: string;
  readonly apiKeyName: string;
  readonly department: { readonly id: string; readonly name: string } | null;
  /** US dollars spent with the key this month. */
  readonly spend: number;
  readonly budget: number;
  /** The UTC month, YYYY-MM (budgetAlertPeriod). */
  readonly period: string;
}

/**
 * What a notification (and the webhook event) of a key's crossed threshold says: its own kind, so a receiver tells
 * a key's alert from its department's. Shared rule of the memory adapter and the reference gateway.
 */
export function apiKeyBudgetAlertNotification(
  alert: DueBudgetAlert,
  subject: ApiKeyBudgetAlertSubject,
): { readonly kind: "api-key-budget-threshold"; readonly details: ApiKeyBudgetAlertDetailsJson } {
  return {
    kind: "api-key-budget-threshold",
    details: {
      apiKeyId: subject.apiKeyId,
      apiKeyName: subject.apiKeyName,
      departmentId: subject.department?.id ?? null,
      departmentName: subject.department?.name ?? null,
      threshold: alert.threshold,
      spend: roundTo(subject.spend, CENTS),
      budget: subject.budget,
      period: subject.period,
    },
  };
}

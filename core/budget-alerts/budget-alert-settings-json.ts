/** GET/PUT organization/{orgId}/departments/{depId}/budget-alerts. */
export interface BudgetAlertSettingsJson {
  /** Percents of the monthly budget, each firing once per UTC month. */
  readonly thresholds: number[];
  /** Warn when the month-end forecast passes the budget. */
  readonly forecastWarning: boolean;
}

export const DEFAULT_BUDGET_ALERT_SETTINGS: BudgetAlertSettingsJson = {
  thresholds: [50, 80, 100],
  forecastWarning: true,
};

/** A threshold is a whole percent in this range. */
export const BUDGET_THRESHOLD_RANGE = { min: 1, max: 1000 } as const;

/** GET organization/{orgId}/webhook (and PUT's answer, which alone carries `secret`, once). */
export interface OrganizationWebhookJson {
  readonly url: string;
  /** The secret's last 4 characters, to tell secrets apart. */
  readonly secretHint: string;
  readonly createdAt: string;
  readonly secret?: string;
}

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

/** One row of GET organization/{orgId}/webhook/deliveries, newest first. */
export interface WebhookDeliveryJson {
  readonly id: string;
  /** The event sent: a NotificationKind, or `test`. */
  readonly event: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly lastAttemptAt: string | null;
  readonly nextAttemptAt: string | null;
  /** The receiver's HTTP status of the last attempt; null when it could not be reached. */
  readonly responseStatus: number | null;
  readonly error: string | null;
}

import { dueApiKeyBudgetAlerts } from "../../../core/budget-alerts/api-key-budget-alerts.ts";
import { budgetAlertPeriod } from "../../../core/budget-alerts/crossed-thresholds.ts";
import { firedBudgetAlertKey } from "../../../core/budget-alerts/fired-budget-alerts.ts";
import { apiKeyBudgetAlertNotification } from "../../../core/notifications/budget-alert-notification.ts";
import { apiKeyBudgetAlertRecipients } from "../../../core/notifications/budget-alert-recipients.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import { deliverBudgetAlert, departmentAudienceOf } from "./deliver-budget-alert.ts";

/** A key a request was just recorded under in memory, and where its month stands. */
export interface SpendingApiKey {
  readonly id: string;
  readonly name: string;
  readonly monthlyBudgetUsd: number | null;
  /** Who holds it: the person whose own key it is, or the department user's person. */
  readonly holderId: string;
  /** The department whose member holds it; null for a personal key. */
  readonly departmentId: string | null;
  /** USD spent with it since the 1st of this month (UTC), the request just recorded included. */
  readonly spendThisMonthUsd: number;
}

/**
 * What the gateway does once a request made with an API key is recorded, done in memory: the thresholds of the
 * key's monthly budget its spend now crosses fire, each once per month, as notifications to its holder (and for a
 * department's key to whoever its department's alerts notify) and as deliveries to the organization's webhook.
 * A key without a budget fires nothing.
 */
export function alertApiKeySpend(context: OrganizationContext, key: SpendingApiKey): void {
  const { db, budgetAlerts } = context;
  const now = db.now();
  const period = budgetAlertPeriod(now);
  const department = key.departmentId === null ? null : db.departments.get(key.departmentId);
  const due = dueApiKeyBudgetAlerts(
    department ? budgetAlerts.settingsOf(department.id).settings : null,
    key.spendThisMonthUsd,
    key.monthlyBudgetUsd,
    now,
    budgetAlerts.apiKeyFiredKeys(key.id, period),
  );
  for (const alert of due) {
    budgetAlerts.markApiKeyFired(key.id, period, firedBudgetAlertKey(alert));
    const notification = apiKeyBudgetAlertNotification(alert, {
      apiKeyId: key.id,
      apiKeyName: key.name,
      department: department ? { id: department.id, name: department.name } : null,
      spend: key.spendThisMonthUsd,
      budget: key.monthlyBudgetUsd ?? 0,
      period,
    });
    const audience = department
      ? departmentAudienceOf(context, department.organizationId, department.id)
      : null;
    deliverBudgetAlert(
      context,
      notification,
      apiKeyBudgetAlertRecipients(key.holderId, audience),
      department?.organizationId ?? null,
    );
  }
}

/**
 * After a request made with one of the signed-in person's own keys is logged (the playground asking by key id):
 * the memory profile's keys are its signed-in person's, so they hold it.
 */
export function alertPersonalKeySpend(
  context: OrganizationContext,
  key: Pick<SpendingApiKey, "id" | "name" | "monthlyBudgetUsd" | "spendThisMonthUsd">,
): void {
  alertApiKeySpend(context, { ...key, holderId: context.db.actorId, departmentId: null });
}

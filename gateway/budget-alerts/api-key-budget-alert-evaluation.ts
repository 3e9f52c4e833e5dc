import { and, eq, gt, inArray } from "drizzle-orm";
import { dueApiKeyBudgetAlerts } from "../../core/budget-alerts/api-key-budget-alerts.ts";
import type { BudgetAlertSettingsJson } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import { budgetAlertPeriod, type DueBudgetAlert } from "../../core/budget-alerts/crossed-thresholds.ts";
import { firedBudgetAlertKey } from "../../core/budget-alerts/fired-budget-alerts.ts";
import { apiKeyBudgetAlertNotification } from "../../core/notifications/budget-alert-notification.ts";
import { apiKeyBudgetAlertRecipients } from "../../core/notifications/budget-alert-recipients.ts";
import { keySpendThisMonth } from "../api-keys/api-key-usage.ts";
import { userApiKeys } from "../api-keys/api-keys.schema.ts";
import type { Database } from "../database/database.ts";
import { departments, departmentUserApiKeys, departmentUsers } from "../organization/organization.schema.ts";
import { budgetAlertAudienceOf } from "./budget-alert-recipients.repository.ts";
import { apiKeyBudgetAlertsFired, budgetAlertSettings } from "./budget-alerts.schema.ts";
import { type FiringOutcome, fireAlertOnce } from "./fire-budget-alert.ts";

/** A key with a monthly budget, whose month is being judged. */
interface BudgetedKey {
  readonly id: string;
  readonly name: string;
  readonly budget: number;
  readonly holderId: string;
  /** The department whose member holds it, with its alert settings (null: the defaults); null for a personal key. */
  readonly department: {
    readonly id: string;
    readonly name: string;
    readonly organizationId: string;
    readonly settings: BudgetAlertSettingsJson | null;
  } | null;
}

/**
 * Judges the month of each key whose requests were just recorded, at `now`: its spend this UTC month (from the
 * request log, by key id), its budget, what it already fired this month; then fires what core's rule says is due,
 * to its holder, and for a department's key to whoever gets the department's alerts and to the organization's
 * webhook. Keys without a budget cost one query per kind of key and fire nothing.
 */
export async function evaluateApiKeyBudgetAlerts(
  db: Database,
  now: number,
  apiKeyIds: readonly string[],
): Promise<FiringOutcome[]> {
  const keys = await budgetedKeys(db, apiKeyIds);
  if (keys.length === 0) return [];
  const ids = keys.map((key) => key.id);
  const period = budgetAlertPeriod(now);
  const usage = await keySpendThisMonth(db, ids, now);
  const fired = await firedKeysOf(db, ids, period);
  const firedAt = new Date(now).toISOString();
  const outcomes: FiringOutcome[] = [];
  for (const key of keys) {
    const spend = usage.get(key.id)?.spendUsd ?? 0;
    const due = dueApiKeyBudgetAlerts(
      key.department?.settings ?? null,
      spend,
      key.budget,
      now,
      fired.get(key.id) ?? [],
    );
    for (const alert of due)
      outcomes.push(await fireApiKeyBudgetAlert(db, key, alert, { spend, period, firedAt }));
  }
  return outcomes;
}

function fireApiKeyBudgetAlert(
  db: Database,
  key: BudgetedKey,
  alert: DueBudgetAlert,
  { spend, period, firedAt }: { readonly spend: number; readonly period: string; readonly firedAt: string },
): Promise<FiringOutcome> {
  const { department } = key;
  return fireAlertOnce(
    db,
    {
      claim: async (tx) => {
        const [won] = await tx
          .insert(apiKeyBudgetAlertsFired)
          .values({ apiKeyId: key.id, period, alert: firedBudgetAlertKey(alert), spend, firedAt })
          .onConflictDoNothing()
          .returning({ alert: apiKeyBudgetAlertsFired.alert });
        return won !== undefined;
      },
      recipients: async (tx) =>
        apiKeyBudgetAlertRecipients(
          key.holderId,
          department ? await budgetAlertAudienceOf(tx, department.organizationId, department.id) : null,
        ),
      notification: apiKeyBudgetAlertNotification(alert, {
        apiKeyId: key.id,
        apiKeyName: key.name,
        department,
        spend,
        budget: key.budget,
        period,
      }),
      organizationId: department?.organizationId ?? null,
    },
    firedAt,
  );
}

/** The keys among these with a positive monthly budget: people's own and department users'. */
async function budgetedKeys(db: Database, apiKeyIds: readonly string[]): Promise<BudgetedKey[]> {
  const ids = [...apiKeyIds];
  const personal = await db
    .select({
      id: userApiKeys.id,
      name: userApiKeys.name,
      budget: userApiKeys.monthlyBudgetUsd,
      holderId: userApiKeys.userId,
    })
    .from(userApiKeys)
    .where(and(inArray(userApiKeys.id, ids), gt(userApiKeys.monthlyBudgetUsd, 0)));
  const ofDepartments = await db
    .select({
      id: departmentUserApiKeys.id,
      name: departmentUserApiKeys.name,
      budget: departmentUserApiKeys.monthlyBudgetUsd,
      holderId: departmentUsers.userId,
      departmentId: departments.id,
      departmentName: departments.name,
      organizationId: departments.organizationId,
      thresholds: budgetAlertSettings.thresholds,
      forecastWarning: budgetAlertSettings.forecastWarning,
    })
    .from(departmentUserApiKeys)
    .innerJoin(departmentUsers, eq(departmentUsers.id, departmentUserApiKeys.departmentUserId))
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .leftJoin(budgetAlertSettings, eq(budgetAlertSettings.departmentId, departments.id))
    .where(and(inArray(departmentUserApiKeys.id, ids), gt(departmentUserApiKeys.monthlyBudgetUsd, 0)));
  return [
    ...personal.map((key) => ({ ...key, budget: key.budget ?? 0, department: null })),
    ...ofDepartments.map((key) => ({
      id: key.id,
      name: key.name,
      budget: key.budget ?? 0,
      holderId: key.holderId,
      department: {
        id: key.departmentId,
        name: key.departmentName,
        organizationId: key.organizationId,
        settings:
          key.thresholds === null
            ? null
            : { thresholds: key.thresholds, forecastWarning: key.forecastWarning ?? true },
      },
    })),
  ];
}

/** The keys of the alerts each key fired in the period. */
async function firedKeysOf(
  db: Database,
  apiKeyIds: string[],
  period: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ apiKeyId: apiKeyBudgetAlertsFired.apiKeyId, alert: apiKeyBudgetAlertsFired.alert })
    .from(apiKeyBudgetAlertsFired)
    .where(
      and(inArray(apiKeyBudgetAlertsFired.apiKeyId, apiKeyIds), eq(apiKeyBudgetAlertsFired.period, period)),
    );
  const fired = new Map<string, string[]>();
  for (const { apiKeyId, alert } of rows) fired.set(apiKeyId, [...(fired.get(apiKeyId) ?? []), alert]);
  return fired;
}

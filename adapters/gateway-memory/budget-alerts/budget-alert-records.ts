import {
  type BudgetAlertSettingsJson,
  DEFAULT_BUDGET_ALERT_SETTINGS,
  type WebhookDeliveryJson,
} from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";

/** A department's alert settings as stored, with the role that set them last (higher roles' settings hold). */
export interface StoredBudgetAlertSettings {
  readonly settings: BudgetAlertSettingsJson;
  readonly lastModifiedByRole: RankedRole | null;
}

/** An organization's webhook as stored: the secret in full, as the gateway keeps it sealed. */
export interface StoredWebhook {
  readonly url: string;
  readonly secret: string;
  readonly createdAt: string;
}

/**
 * The budget alerts' data of the memory organization area: settings per department, what fired per department
 * or API key and month, and each organization's webhook with its delivery log (newest first).
 */
export class BudgetAlertRecords {
  private readonly settings = new Map<string, StoredBudgetAlertSettings>();
  private readonly fired = new Map<string, string[]>();
  readonly webhooks = new Map<string, StoredWebhook>();
  private readonly deliveries = new Map<string, WebhookDeliveryJson[]>();

  /** A department's settings; the defaults until someone saves them. */
  settingsOf(departmentId: string): StoredBudgetAlertSettings {
    return (
      this.settings.get(departmentId) ?? { settings: DEFAULT_BUDGET_ALERT_SETTINGS, lastModifiedByRole: null }
    );
  }

  saveSettings(departmentId: string, stored: StoredBudgetAlertSettings): void {
    this.settings.set(departmentId, stored);
  }

  /** The keys of the alerts fired for a department in a period (fired-budget-alerts.ts). */
  firedKeys(departmentId: string, period: string): readonly string[] {
    return this.firedFor(`department|${departmentId}|${period}`);
  }

  markFired(departmentId: string, period: string, key: string): void {
    this.markFiredFor(`department|${departmentId}|${period}`, key);
  }

  /** The keys of the alerts fired for an API key in a period. */
  apiKeyFiredKeys(apiKeyId: string, period: string): readonly string[] {
    return this.firedFor(`api-key|${apiKeyId}|${period}`);
  }

  markApiKeyFired(apiKeyId: string, period: string, key: string): void {
    this.markFiredFor(`api-key|${apiKeyId}|${period}`, key);
  }

  private firedFor(subjectAndPeriod: string): readonly string[] {
    return this.fired.get(subjectAndPeriod) ?? [];
  }

  private markFiredFor(subjectAndPeriod: string, key: string): void {
    this.fired.set(subjectAndPeriod, [...this.firedFor(subjectAndPeriod), key]);
  }

  deliveriesOf(organizationId: string): WebhookDeliveryJson[] {
    return [...(this.deliveries.get(organizationId) ?? [])];
  }

  recordDelivery(organizationId: string, delivery: WebhookDeliveryJson): void {
    this.deliveries.set(organizationId, [delivery, ...this.deliveriesOf(organizationId)]);
  }
}

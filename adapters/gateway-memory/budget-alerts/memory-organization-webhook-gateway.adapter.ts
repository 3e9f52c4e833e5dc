import type { Snapshot } from "../../../core/audit/changed-fields.ts";
import type {
  OrganizationWebhookJson,
  WebhookDeliveryJson,
} from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import type { OrganizationWebhookGateway } from "../../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { NO_WEBHOOK } from "../../../core/budget-alerts/webhook-refusals.ts";
import { webhookUrlProblem } from "../../../core/budget-alerts/webhook-url-rule.ts";
import { invalidInput, refusal } from "../../../core/organization/refusal.ts";
import { failure } from "../organization/organization-access.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import type { StoredWebhook } from "./budget-alert-records.ts";

/** The characters of a secret its hint shows: enough to tell two apart. */
const HINT_LENGTH = 4;

/**
 * The organization's webhook in memory, for its owner and super admins. Nothing leaves the browser: a delivery
 * (a test, a budget alert) is logged as a simulated receiver's 200.
 */
export class MemoryOrganizationWebhookGateway implements OrganizationWebhookGateway {
  constructor(private readonly context: OrganizationContext) {}

  async webhook(organizationId: string): Promise<OrganizationWebhookJson | null> {
    this.context.access.forOrganization(organizationId, "manageWebhook");
    const stored = this.context.budgetAlerts.webhooks.get(organizationId);
    return stored ? shown(stored) : null;
  }

  async save(organizationId: string, url: string): Promise<OrganizationWebhookJson> {
    const { access, db, budgetAlerts } = this.context;
    access.forOrganization(organizationId, "manageWebhook");
    const problem = webhookUrlProblem(url);
    access.refuse(invalidInput(problem ? [problem] : []));
    const stored = { url: url.trim(), secret: db.newSecret("whsec_"), createdAt: db.timestamp() };
    const previous = budgetAlerts.webhooks.get(organizationId);
    budgetAlerts.webhooks.set(organizationId, stored);
    // A new secret is made with every save: the entry says so without holding it.
    await this.recordChange(organizationId, previous ? { url: previous.url } : null, {
      url: stored.url,
      secret: "renewed",
    });
    return { ...shown(stored), secret: stored.secret };
  }

  async remove(organizationId: string): Promise<void> {
    const removed = this.existing(organizationId);
    this.context.budgetAlerts.webhooks.delete(organizationId);
    await this.recordChange(organizationId, { url: removed.url }, null);
  }

  private recordChange(organizationId: string, before: Snapshot | null, after: Snapshot | null) {
    const organization = this.context.db.organizations.get(organizationId);
    return this.context.recordChange({
      organizationId,
      kind: "WEBHOOK_CHANGED",
      subject: { type: "webhook", id: organization.id, name: organization.name },
      before,
      after,
    });
  }

  async sendTest(organizationId: string): Promise<void> {
    this.existing(organizationId);
    const { db, budgetAlerts } = this.context;
    const at = db.timestamp();
    budgetAlerts.recordDelivery(organizationId, {
      id: db.newId("whd"),
      event: "test",
      status: "delivered",
      attempts: 1,
      lastAttemptAt: at,
      nextAttemptAt: null,
      responseStatus: 200,
      error: null,
    });
  }

  async deliveries(organizationId: string): Promise<WebhookDeliveryJson[]> {
    this.context.access.forOrganization(organizationId, "manageWebhook");
    return this.context.budgetAlerts.deliveriesOf(organizationId);
  }

  private existing(organizationId: string): StoredWebhook {
    this.context.access.forOrganization(organizationId, "manageWebhook");
    const stored = this.context.budgetAlerts.webhooks.get(organizationId);
    if (!stored) throw failure(refusal(404, NO_WEBHOOK));
    return stored;
  }
}

function shown({ url, secret, createdAt }: StoredWebhook): OrganizationWebhookJson {
  return { url, secretHint: secret.slice(-HINT_LENGTH), createdAt };
}

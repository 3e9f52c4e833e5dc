import { token } from "../wiring/token.ts";
import type { OrganizationWebhookJson, WebhookDeliveryJson } from "./budget-alert-settings-json.ts";

/** The organization's webhook, which receives its budget alerts signed: the owner and super admins only. */
export interface OrganizationWebhookGateway {
  /** GET /organization/{orgId}/webhook; null when the organization has none (the gateway answers 404). */
  webhook(organizationId: string): Promise<OrganizationWebhookJson | null>;
  /** PUT …/webhook: sets the URL and issues a new secret, which this answer alone carries. */
  save(organizationId: string, url: string): Promise<OrganizationWebhookJson>;
  /** DELETE …/webhook */
  remove(organizationId: string): Promise<void>;
  /** POST …/webhook/test: queues a test delivery, shown in the delivery log. */
  sendTest(organizationId: string): Promise<void>;
  /** GET …/webhook/deliveries: newest first. */
  deliveries(organizationId: string): Promise<WebhookDeliveryJson[]>;
}

export const OrganizationWebhookGateway = token<OrganizationWebhookGateway>("OrganizationWebhookGateway");

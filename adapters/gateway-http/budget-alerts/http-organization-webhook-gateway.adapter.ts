import type {
  OrganizationWebhookJson,
  WebhookDeliveryJson,
} from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import type { OrganizationWebhookGateway } from "../../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import type { CallFailure } from "../../../core/errors/http-failure.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "../organization/organization-paths.ts";

/** An organization without a webhook is answered 404: the card offers to set one, no error page. */
const isNotFound = (failure: CallFailure) => failure.kind === "http" && failure.status === 404;

export class HttpOrganizationWebhookGateway implements OrganizationWebhookGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async webhook(organizationId: string): Promise<OrganizationWebhookJson | null> {
    try {
      const body = await this.http.get(organizationPath(organizationId, "webhook"), {
        handlesOwnErrors: isNotFound,
      });
      return body === null || body === "" ? null : webhookOf(body);
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return null;
      throw error;
    }
  }

  async save(organizationId: string, url: string): Promise<OrganizationWebhookJson> {
    return webhookOf(await this.http.put(organizationPath(organizationId, "webhook"), { body: { url } }));
  }

  async remove(organizationId: string): Promise<void> {
    await this.http.delete(organizationPath(organizationId, "webhook"));
  }

  async sendTest(organizationId: string): Promise<void> {
    await this.http.post(organizationPath(organizationId, "webhook", "test"));
  }

  async deliveries(organizationId: string): Promise<WebhookDeliveryJson[]> {
    const body = await this.http.get(organizationPath(organizationId, "webhook", "deliveries"));
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw new TypeError("Expected the webhook deliveries as { data }");
    return data as WebhookDeliveryJson[];
  }
}

function webhookOf(body: unknown): OrganizationWebhookJson {
  const { url, secretHint, createdAt, secret } = (body ?? {}) as Partial<OrganizationWebhookJson>;
  if (typeof url !== "string" || typeof secretHint !== "string" || typeof createdAt !== "string")
    throw new TypeError("Expected the webhook as { url, secretHint, createdAt }");
  return { url, secretHint, createdAt, ...(typeof secret === "string" ? { secret } : {}) };
}

import { toEntities } from "../../../core/mapping/to-entity.ts";
import { sortTiersByPrice } from "../../../core/subscription/sort-tiers-by-price.ts";
import { subscribeFailure } from "../../../core/subscription/subscribe-failure.ts";
import { Subscription } from "../../../core/subscription/subscription.entity.ts";
import type { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { SubscriptionTier } from "../../../core/subscription/subscription-tier.entity.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpSubscriptionGateway implements SubscriptionGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listTiers(): Promise<SubscriptionTier[]> {
    return sortTiersByPrice(toEntities(SubscriptionTier, await this.http.get("/tiers", { auth: "public" })));
  }

  async currentTiers(): Promise<Subscription[]> {
    return toEntities(Subscription, await this.http.get("/tiers/current"));
  }

  async subscribe(tierId: string, paymentMethodId: string | null): Promise<void> {
    try {
      await this.http.post(`/tiers/subscribe/${encodeURIComponent(tierId)}`, {
        body: { paymentMethodId },
        handlesOwnErrors: true,
      });
    } catch (error) {
      throw subscribeFailure(error);
    }
  }

  async cancel(options: { readonly immediate?: boolean } = {}): Promise<void> {
    await this.http.delete("/tiers/subscription", { body: { immediate: options.immediate ?? false } });
  }
}

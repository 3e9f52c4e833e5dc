import { isPaymentMethod, type PaymentMethod } from "./payment-method.ts";
import type { SubscriptionTier } from "./subscription-tier.entity.ts";

/** A feature as the tier card lists it: `true`/`false` are shown as Yes/No, any other value as text. */
export interface ShownFeature {
  readonly key: string;
  readonly title: string;
  readonly value: boolean | string;
}

/** The features a tier card lists (SPEC §3): only those with a title, yes/no values read as booleans. */
export function shownFeatures(tier: SubscriptionTier): ShownFeature[] {
  return tier.features
    .filter((feature) => feature.title.trim() !== "")
    .map(({ key, title, value }) => ({
      key,
      title,
      value: value === "true" ? true : value === "false" ? false : value,
    }));
}

export const PAYMENT_METHOD_FEATURE = "paymentMethod";

/** How the tier is paid for, from its feature keyed `paymentMethod`; null when it has none or an unknown one. */
export function paymentMethodOf(tier: Pick<SubscriptionTier, "features">): PaymentMethod | null {
  const value = tier.features.find((feature) => feature.key === PAYMENT_METHOD_FEATURE)?.value;
  return isPaymentMethod(value) ? value : null;
}

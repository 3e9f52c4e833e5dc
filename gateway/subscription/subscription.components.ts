import { PaymentMethod } from "../../core/subscription/payment-method.ts";
import {
  component,
  dateTime,
  decimal,
  integer,
  listOf,
  orNull,
  record,
  ref,
  text,
  yesNo,
} from "../api-document/schema-words.ts";

export const TIER_FEATURE = component(
  "TierFeature",
  record(
    {
      key: text("What the line is about; the line keyed `paymentMethod` says how the tier is bought."),
      title: text("Shown to people; an empty title is not listed."),
      value: text("Text, or 'true' / 'false' for a yes/no feature."),
    },
    { description: "One line of a tier's feature list." },
  ),
);

export const TIER = component(
  "Tier",
  record(
    {
      id: text(),
      createdAt: dateTime(),
      updatedAt: dateTime(),
      deletedAt: orNull(dateTime()),
      stripeProductId: orNull(text("The payment provider's product.")),
      stripePriceId: orNull(text("The payment provider's price.")),
      name: text(),
      description: text(),
      isActive: yesNo(),
      price: decimal("US dollars per pricePeriod."),
      pricePeriod: text("month or year."),
      teamEnabled: yesNo(),
      maxTeamMembers: integer(),
      organizationEnabled: yesNo(),
      features: listOf(ref("TierFeature")),
    },
    { description: "A subscription tier on sale." },
  ),
);

export const SUBSCRIPTION = component(
  "Subscription",
  record(
    {
      id: text(),
      createdAt: dateTime(),
      updatedAt: dateTime(),
      userId: text(),
      tierId: text(),
      stripeCustomerId: orNull(text()),
      stripeSubscriptionId: orNull(text()),
      status: text("active, trialing, past_due, canceled…"),
      expiresAt: orNull(dateTime("When the paid period ends.")),
      canceledAt: orNull(dateTime("Set when cancelled: the subscription then ends at expiresAt.")),
      metadata: orNull({ type: "object", additionalProperties: true }),
      pausedAt: orNull(dateTime()),
      resumesAt: orNull(dateTime()),
      tier: ref("Tier"),
    },
    { description: "A person's subscription, with its tier: one current tier entry." },
  ),
);

export const TIER_EXAMPLE = {
  id: "tier-pro",
  createdAt: "2025-03-01T09:00:00.000Z",
  updatedAt: "2025-03-01T09:00:00.000Z",
  deletedAt: null,
  stripeProductId: "prod_local_pro",
  stripePriceId: "price_local_pro",
  name: "Pro",
  description: "For people who build with models every day",
  isActive: true,
  price: 19.99,
  pricePeriod: "month",
  teamEnabled: false,
  maxTeamMembers: 1,
  organizationEnabled: true,
  features: [
    { key: "paymentMethod", title: "", value: PaymentMethod.STRIPE },
    { key: "requestsPerDay", title: "Requests per day", value: "20,000" },
    { key: "apiKeys", title: "API keys", value: "true" },
  ],
};

export const SUBSCRIPTION_EXAMPLE = {
  id: "sub_0001",
  createdAt: "2025-03-14T12:00:00.000Z",
  updatedAt: "2025-03-14T12:00:00.000Z",
  userId: "user-1",
  tierId: "tier-pro",
  stripeCustomerId: "cus_0001",
  stripeSubscriptionId: "sub_local_0001",
  status: "active",
  expiresAt: "2025-04-14T12:00:00.000Z",
  canceledAt: null,
  metadata: null,
  pausedAt: null,
  resumesAt: null,
  tier: TIER_EXAMPLE,
};

import { PaymentMethod } from "../core/subscription/payment-method.ts";
import type { SubscriptionTier, TierFeature } from "../core/subscription/subscription-tier.entity.ts";
import { PAYMENT_METHOD_FEATURE } from "../core/subscription/tier-features.ts";

/** A tier as it is offered: what both profiles store, before their own timestamps and payment ids. */
export type DemoTier = Pick<
  SubscriptionTier,
  "id" | "name" | "description" | "price" | "teamEnabled" | "maxTeamMembers" | "organizationEnabled"
> & { readonly features: readonly TierFeature[] };

interface Offer {
  readonly requestsPerDay: string;
  readonly teamMembers: string;
  readonly compliance: boolean;
  readonly support: string;
}

function featuresOf(paymentMethod: PaymentMethod, offer: Offer, organization: boolean): TierFeature[] {
  return [
    // Read by the dashboard to choose how the tier is bought; it has no title, so it is not listed.
    { key: PAYMENT_METHOD_FEATURE, title: "", value: paymentMethod },
    { key: "requestsPerDay", title: "Requests per day", value: offer.requestsPerDay },
    { key: "apiKeys", title: "API keys", value: "true" },
    { key: "organization", title: "Organization and departments", value: String(organization) },
    { key: "teamMembers", title: "Team members", value: offer.teamMembers },
    {
      key: "compliance",
      title: "Compliance policies (PII, budgets, residency)",
      value: String(offer.compliance),
    },
    { key: "support", title: "Support", value: offer.support },
  ];
}

/** The tiers every gateway starts with, and the memory profile too: Free, Pro, Team and Enterprise, by ascending price. */
export const DEMO_TIERS: readonly DemoTier[] = [
  {
    id: "tier-free",
    name: "Free",
    description: "Try every model in the playground and through the API",
    price: 0,
    teamEnabled: false,
    maxTeamMembers: 1,
    organizationEnabled: false,
    features: featuresOf(
      PaymentMethod.FREE,
      { requestsPerDay: "1,000", teamMembers: "1", compliance: false, support: "Community" },
      false,
    ),
  },
  {
    id: "tier-pro",
    name: "Pro",
    description: "For people who build with models every day",
    price: 19.99,
    teamEnabled: false,
    maxTeamMembers: 1,
    organizationEnabled: true,
    features: featuresOf(
      PaymentMethod.STRIPE,
      { requestsPerDay: "20,000", teamMembers: "1", compliance: true, support: "Email" },
      true,
    ),
  },
  {
    id: "tier-team",
    name: "Team",
    description: "For teams sharing keys, budgets and policies",
    price: 99.99,
    teamEnabled: true,
    maxTeamMembers: 10,
    organizationEnabled: true,
    features: featuresOf(
      PaymentMethod.STRIPE,
      { requestsPerDay: "100,000", teamMembers: "10", compliance: true, support: "Priority email" },
      true,
    ),
  },
  {
    id: "tier-enterprise",
    name: "Enterprise",
    description: "For organizations that govern models at scale",
    price: 999.99,
    teamEnabled: true,
    maxTeamMembers: 1000,
    organizationEnabled: true,
    features: featuresOf(
      PaymentMethod.CONTACT_SALE,
      { requestsPerDay: "Unlimited", teamMembers: "1,000", compliance: true, support: "Dedicated engineer" },
      true,
    ),
  },
];

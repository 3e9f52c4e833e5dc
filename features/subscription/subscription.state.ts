import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import type { PaymentMethod } from "../../core/subscription/payment-method.ts";
import type { ShownFeature } from "../../core/subscription/tier-features.ts";

/** How the person's subscription to a tier may be cancelled: at the end of the paid period, or now. */
export type CancelMode = "period-end" | "now";

/** The person's subscription to a tier, as that tier's card shows it. */
export interface CurrentSubscription {
  /** As the gateway names it: active, trialing, past_due… */
  readonly status: string;
  /** Whether it renews at the end of the period or ends then (it was cancelled). */
  readonly renewal: "renews" | "ends";
  /** The end of the period, YYYY-MM-DD (local); null when it has none (a free tier). */
  readonly on: string | null;
  /** The ways it can still be cancelled: none once it ends, only now without a period to run out. */
  readonly cancelModes: readonly CancelMode[];
}

/** What the tier card's button does. */
export type TierAction =
  /** Signed in: subscribe (through a card for `stripe`, after a confirmation for `free`). */
  | { readonly kind: "subscribe"; readonly paymentMethod: PaymentMethod.STRIPE | PaymentMethod.FREE }
  /** A visitor: sign in first, coming back to this tier (`/auth?tier=<id>`). */
  | { readonly kind: "sign-in"; readonly href: string }
  /** Sold by the sales team: a mail draft to them. */
  | { readonly kind: "mail"; readonly href: string }
  /** The tier the person is on and that renews: nothing to buy. */
  | { readonly kind: "current" }
  /** The tier names no payment method the dashboard knows. */
  | { readonly kind: "unavailable" };

/** A tier as its card shows it. */
export interface ShownTier {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** "$19.99" */
  readonly price: string;
  /** As the gateway names it: "month", "year". */
  readonly period: string;
  readonly features: readonly ShownFeature[];
  readonly teamEnabled: boolean;
  readonly maxTeamMembers: number;
  readonly organizationEnabled: boolean;
  /** The person's subscription to it, when it is their current tier. */
  readonly current: CurrentSubscription | null;
  /** Named by the address's `tier` parameter: the page scrolls to it and marks it. */
  readonly preselected: boolean;
  readonly action: TierAction;
}

/** The dialog open on the page, if any. */
export type SubscriptionDialog =
  /** Choosing the saved card a card-paid tier is charged to, or adding one. */
  | {
      readonly kind: "card";
      readonly tier: ShownTier;
      readonly cards: "loading" | "ready" | "failed";
      readonly savedCards: readonly StoredPaymentMethod[];
      readonly chosenCardId: string | null;
      /** The card form is open over the dialog. */
      readonly addingCard: boolean;
    }
  /** Confirming a free tier. */
  | { readonly kind: "free"; readonly tier: ShownTier }
  /** Confirming a cancellation, saying which kind. */
  | { readonly kind: "cancel"; readonly tier: ShownTier; readonly mode: CancelMode };

/** The call in flight; the page's buttons wait while there is one. */
export type SubscriptionCall = "subscribing" | "cancelling" | "adding-card" | null;

export interface SubscriptionState {
  /** The tiers: loading, shown, or failed (with a retry). */
  readonly status: "loading" | "ready" | "failed";
  /** Cheapest first (SPEC §9). */
  readonly tiers: readonly ShownTier[];
  /** Why the tiers could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  /** The signed-in person's current tier entries: none to read for a visitor. */
  readonly entries: "visitor" | "loading" | "ready" | "failed";
  readonly dialog: SubscriptionDialog | null;
  readonly call: SubscriptionCall;
}

export const INITIAL_SUBSCRIPTION_STATE: SubscriptionState = {
  status: "loading",
  tiers: [],
  failure: [],
  entries: "visitor",
  dialog: null,
  call: null,
};

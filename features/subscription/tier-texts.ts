import type { TFunction } from "i18next";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import { cardBrandName } from "../../ui/components/card-brand-name.ts";
import type { CurrentSubscription, ShownTier, SubscriptionDialog } from "./subscription.state.ts";

// The page's words that the screen and the acceptance tests' core world both need: one place says them.

const KNOWN_PERIODS = ["day", "week", "month", "year"] as const;
const KNOWN_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "paused",
  "canceled",
  "incomplete",
] as const;

/** "per month"; a period the dashboard has no word for is shown as the gateway names it. */
export function perPeriodText(t: TFunction, period: string): string {
  const known = KNOWN_PERIODS.find((candidate) => candidate === period);
  return t("subscription.perPeriod", { period: known ? t(`subscription.periods.${known}`) : period });
}

/** A subscription's status in words; one the dashboard does not know is shown as the gateway names it. */
export function statusText(t: TFunction, status: string): string {
  const known = KNOWN_STATUSES.find((candidate) => candidate === status);
  return known ? t(`subscription.statuses.${known}`) : status;
}

/** "Renews on 2025-07-01", "Ends on 2025-07-01", or that it runs until cancelled when it has no period. */
export function renewalText(t: TFunction, current: CurrentSubscription): string {
  if (current.on === null) return t("subscription.runsUntilCancelled");
  return current.renewal === "ends"
    ? t("subscription.endsOn", { date: current.on })
    : t("subscription.renewsOn", { date: current.on });
}

/** "Team of up to 10 members" or "No team"; "Organization" or "No organization". */
export function tierFlagTexts(t: TFunction, tier: ShownTier): { team: string; organization: string } {
  return {
    team: tier.teamEnabled
      ? t("subscription.team", { count: tier.maxTeamMembers })
      : t("subscription.noTeam"),
    organization: tier.organizationEnabled
      ? t("subscription.organization")
      : t("subscription.noOrganization"),
  };
}

/** What the tier card's button or link says; null when it has none. */
export function tierActionText(t: TFunction, tier: ShownTier): string | null {
  switch (tier.action.kind) {
    case "subscribe":
      return t("subscription.subscribeTo", { tier: tier.name });
    case "sign-in":
      return t("subscription.signInToSubscribe", { tier: tier.name });
    case "mail":
      return t("subscription.contactSales", { tier: tier.name });
    case "unavailable":
      return t("subscription.unavailable");
    case "current":
      return null;
  }
}

/** "Visa ending in 4242 expires 12/2030" */
export function savedCardText(t: TFunction, card: StoredPaymentMethod): string {
  const brand = cardBrandName(t, card.brand);
  const month = String(card.expMonth).padStart(2, "0");
  return `${t("subscription.card", { brand, last4: card.last4 })} ${t("subscription.cardExpiry", { month, year: card.expYear })}`;
}

/** The question a confirmation asks: subscribing to a free tier, or cancelling (saying which way). */
export function questionText(
  t: TFunction,
  dialog: Extract<SubscriptionDialog, { kind: "free" | "cancel" }>,
): string {
  const tier = dialog.tier.name;
  if (dialog.kind === "free") return t("subscription.confirmFree", { tier });
  return dialog.mode === "period-end"
    ? t("subscription.confirmCancelAtPeriodEnd", { tier, date: dialog.tier.current?.on ?? "" })
    : t("subscription.confirmCancelNow", { tier });
}

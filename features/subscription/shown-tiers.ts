import { formatUsd } from "../../core/money/format-usd.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";
import { PaymentMethod } from "../../core/subscription/payment-method.ts";
import { sortTiersByPrice } from "../../core/subscription/sort-tiers-by-price.ts";
import type { Subscription } from "../../core/subscription/subscription.entity.ts";
import { renewalOf } from "../../core/subscription/subscription-renewal.ts";
import type { SubscriptionTier } from "../../core/subscription/subscription-tier.entity.ts";
import { paymentMethodOf, shownFeatures } from "../../core/subscription/tier-features.ts";
import { dateAndTime } from "../../core/time/date-and-time.ts";
import { enterpriseRequestHref } from "./enterprise-request.ts";
import type { CurrentSubscription, ShownTier, TierAction } from "./subscription.state.ts";

/** What the cards depend on besides the tiers themselves. */
export interface TierCardsContext {
  /** The signed-in person's current tier entries; none for a visitor. */
  readonly entries: readonly Subscription[];
  readonly signedIn: boolean;
  /** The address's `tier` parameter: a tier id, or a tier's name in any case. */
  readonly preselect: string | null;
  readonly salesEmail: string;
}

/**
 * The tier cards, cheapest first. A current tier the gateway no longer lists is shown too, from its entry, so the
 * person always sees (and can cancel) what they are on.
 */
export function tierCards(listed: readonly SubscriptionTier[], context: TierCardsContext): ShownTier[] {
  const listedIds = new Set(listed.map((tier) => tier.id));
  const unlisted = context.entries
    .map((entry) => entry.tier)
    .filter((tier): tier is SubscriptionTier => Boolean(tier) && !listedIds.has(tier.id));
  const tiers = sortTiersByPrice([...listed, ...unlisted]);
  const preselectedId = preselectedTierId(tiers, context.preselect);
  return tiers.map((tier) => {
    const entry = context.entries.find((candidate) => (candidate.tier?.id ?? candidate.tierId) === tier.id);
    const current = entry ? currentSubscription(entry) : null;
    return {
      id: tier.id,
      name: tier.name,
      description: tier.description ?? "",
      price: formatUsd(tier.price),
      period: tier.pricePeriod,
      features: shownFeatures(tier),
      teamEnabled: tier.teamEnabled,
      maxTeamMembers: tier.maxTeamMembers,
      organizationEnabled: tier.organizationEnabled,
      current,
      preselected: tier.id === preselectedId,
      action: actionFor(tier, current, context),
    };
  });
}

/** The tier the address names: by id, else by name ignoring case; null when none matches. */
function preselectedTierId(tiers: readonly SubscriptionTier[], asked: string | null): string | null {
  const wanted = asked?.trim();
  if (!wanted) return null;
  const byId = tiers.find((tier) => tier.id === wanted);
  if (byId) return byId.id;
  const lower = wanted.toLowerCase();
  return tiers.find((tier) => tier.name.trim().toLowerCase() === lower)?.id ?? null;
}

function currentSubscription(entry: Subscription): CurrentSubscription {
  const renewal = renewalOf(entry);
  const on = renewal.at ? dateAndTime(renewal.at).date : null;
  return {
    status: entry.status,
    renewal: renewal.kind,
    on,
    // Once cancelled it only remains to end it now; without a period there is no end of period to wait for.
    cancelModes: renewal.kind === "ends" || on === null ? ["now"] : ["period-end", "now"],
  };
}

function actionFor(
  tier: SubscriptionTier,
  current: CurrentSubscription | null,
  context: TierCardsContext,
): TierAction {
  if (current?.renewal === "renews") return { kind: "current" };
  const paymentMethod = paymentMethodOf(tier);
  if (paymentMethod === PaymentMethod.CONTACT_SALE)
    return { kind: "mail", href: enterpriseRequestHref(context.salesEmail) };
  if (paymentMethod === null) return { kind: "unavailable" };
  if (!context.signedIn) return { kind: "sign-in", href: signInHref(tier.id) };
  return { kind: "subscribe", paymentMethod };
}

/** Sign in first, then come back to this tier: the route guard carries the parameter both ways (SPEC §4). */
function signInHref(tierId: string): string {
  return `${pathOf(RouteName.AUTH_PAGE)}?${new URLSearchParams({ tier: tierId })}`;
}

import { describe, expect, it } from "vitest";
import { SubscriptionTierMother } from "../../../core/subscription/subscription-tier.mother.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "../organization/organization-seed.mother.ts";
import { MemorySubscriptionGateway } from "../subscription/memory-subscription-gateway.adapter.ts";
import { recordSubscriptionChange } from "./subscription-audit.ts";

const CLOCK = { now: () => Date.parse("2025-03-14T12:00:00.000Z") };

const FREE = SubscriptionTierMother.record({
  id: "tier-free",
  name: "Free",
  price: 0,
  features: [{ key: "paymentMethod", title: "", value: "free" }],
});
const TEAM = SubscriptionTierMother.record({
  id: "tier-team",
  name: "Team",
  price: 0,
  organizationEnabled: true,
  teamEnabled: true,
  features: [{ key: "paymentMethod", title: "", value: "free" }],
});

/** An organization its owner runs, and the owner's subscription gateway recording into its audit log. */
function ownersSubscription(actingAs = OrganizationSeedBuilder.OWNER.id) {
  const gateways = OrganizationSeedMother.create().gateways(CLOCK);
  const { context } = gateways;
  context.db.actAs(actingAs);
  const subscriptions = new MemorySubscriptionGateway(
    { tiers: [FREE, TEAM], subscriptions: [] },
    CLOCK,
    null,
    (change) => recordSubscriptionChange(context, change),
  );
  /** The organization's subscription entries, newest first. */
  const changes = async () => {
    await context.audit.settled();
    return context.audit
      .entriesOf(OrganizationSeedBuilder.ORGANIZATION_ID)
      .filter((entry) => entry.kind === "SUBSCRIPTION_CHANGED")
      .reverse();
  };
  return { subscriptions, changes, context };
}

describe("a subscription's changes in the memory profile's audit log", () => {
  it("records the owner's new subscription in their organization, the tier by name", async () => {
    const { subscriptions, changes } = ownersSubscription();
    await subscriptions.subscribe("tier-team", null);
    const [entry] = await changes();
    expect(entry).toMatchObject({
      kind: "SUBSCRIPTION_CHANGED",
      actor: { id: OrganizationSeedBuilder.OWNER.id, role: "OWNER" },
      subject: { type: "subscription", name: "Team" },
      before: null,
      after: { tier: "Team", status: "active", canceledAt: null },
    });
  });

  it("records a change of tier and a cancellation with only what changed, before and after", async () => {
    const { subscriptions, changes } = ownersSubscription();
    await subscriptions.subscribe("tier-free", null);
    await subscriptions.subscribe("tier-team", null);
    await subscriptions.cancel({ immediate: true });
    const [cancelled, changedTier] = await changes();
    expect(changedTier).toMatchObject({ before: { tier: "Free" }, after: { tier: "Team" } });
    expect(cancelled?.before).toMatchObject({ status: "active", canceledAt: null });
    expect(cancelled?.after).toMatchObject({ status: "canceled", canceledAt: expect.any(String) });
  });

  it("records nothing for someone who owns no organization", async () => {
    const { subscriptions, changes } = ownersSubscription("user-nobody");
    await subscriptions.subscribe("tier-team", null);
    expect(await changes()).toEqual([]);
  });
});

import { AsDate, AsEntity } from "../mapping/entity-decorators.ts";
import { SubscriptionTier } from "./subscription-tier.entity.ts";

/** A user's subscription to a tier, with the tier itself: one "current tier" entry (SPEC §3). */
export class Subscription {
  readonly id!: string;
  @AsDate() readonly createdAt!: Date;
  @AsDate() readonly updatedAt!: Date;
  readonly userId!: string;
  readonly tierId!: string;
  readonly stripeCustomerId!: string | null;
  readonly stripeSubscriptionId!: string | null;
  readonly status!: string;
  @AsDate() readonly expiresAt!: Date | null;
  @AsDate() readonly canceledAt!: Date | null;
  readonly metadata!: Readonly<Record<string, unknown>> | null;
  @AsDate() readonly pausedAt!: Date | null;
  @AsDate() readonly resumesAt!: Date | null;
  @AsEntity(() => SubscriptionTier) readonly tier!: SubscriptionTier;
}

import { AsDate, AsList } from "../mapping/entity-decorators.ts";

/** One line of a tier's feature list: `value` is text, or 'true'/'false' for a yes/no feature. */
export class TierFeature {
  readonly key!: string;
  readonly title!: string;
  readonly value!: string;
}

/** A subscription tier the gateway sells (SPEC §3); `price` is in US dollars per `pricePeriod`. */
export class SubscriptionTier {
  readonly id!: string;
  @AsDate() readonly createdAt!: Date;
  @AsDate() readonly updatedAt!: Date;
  @AsDate() readonly deletedAt!: Date | null;
  readonly stripeProductId!: string | null;
  readonly stripePriceId!: string | null;
  readonly name!: string;
  readonly description!: string;
  readonly isActive!: boolean;
  readonly price!: number;
  readonly pricePeriod!: string;
  readonly teamEnabled!: boolean;
  readonly maxTeamMembers!: number;
  readonly organizationEnabled!: boolean;
  @AsList(() => TierFeature) readonly features!: readonly TierFeature[];
}

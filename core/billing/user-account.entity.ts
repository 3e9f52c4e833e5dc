import { AsDate } from "../mapping/entity-decorators.ts";

/**
 * The signed-in person's account figures (SPEC §3), as GET /users/account sends them (an addition to SPEC §7, which
 * names the entity but not its call). Amounts are in US dollars.
 */
export class UserAccount {
  readonly email!: string;
  readonly currentBalance!: number;
  readonly totalUsage!: number;
  readonly totalCharges!: number;
  readonly hasValidPaymentMethod!: boolean;
  /** Why saving the last card failed, as the payment provider said; null once a card was saved. */
  readonly setupPaymentMethodError!: string | null;
  /** Until when a paid tier runs; null without one. */
  @AsDate() readonly premiumExpiresAt!: Date | null;
  readonly receivedDefaultSystemCredit!: boolean;
  @AsDate() readonly createdAt!: Date;
}

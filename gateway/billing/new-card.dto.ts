import { IsIn, IsInt, Matches, Max, Min } from "class-validator";

export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay"] as const;

/**
 * POST /stripe/payment-methods (an addition to SPEC §7 for the local ledger): a card to save, as a payment
 * provider's card form would report it. The number itself never reaches the gateway.
 */
export class NewCardDto {
  @IsIn(CARD_BRANDS, { message: `brand must be one of ${CARD_BRANDS.join(", ")}` })
  readonly brand!: string;

  @Matches(/^\d{4}$/, { message: "last4 must be the last four digits of the card" })
  readonly last4!: string;

  @IsInt({ message: "expMonth must be a whole number" })
  @Min(1, { message: "expMonth must be between 1 and 12" })
  @Max(12, { message: "expMonth must be between 1 and 12" })
  readonly expMonth!: number;

  @IsInt({ message: "expYear must be a whole number" })
  @Min(2000, { message: "expYear must be a four-digit year" })
  @Max(2100, { message: "expYear must be a four-digit year" })
  readonly expYear!: number;
}

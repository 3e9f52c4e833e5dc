import { IsIn, IsInt, Matches, Max, Min } from "class-validator";

export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay"] as const;

/**
 * POST /stripe/payment-methods (an addition to SPEC §7: the reference gateway's local ledger saves cards this
 * way): a card to save, as a payment provider's card form would report it. The number never leaves the browser.
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

/** A card to save, as the billing gateway takes it. */
export type NewCard = Pick<NewCardDto, "brand" | "last4" | "expMonth" | "expYear">;

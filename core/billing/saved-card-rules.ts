/**
 * How a payment provider treats saved cards, shared by the reference gateway's local ledger and the memory
 * adapters so both refuse the same cards with the same words.
 */

export const CARD_EXPIRED = "Your card has expired.";
export const NO_SUCH_PAYMENT_METHOD = "No such payment method";

/** A card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(
  card: { readonly expMonth: number; readonly expYear: number },
  now: number,
): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) <= now;
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(
  card: { readonly expMonth: number; readonly expYear: number },
  now: number,
): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) <= now;
}

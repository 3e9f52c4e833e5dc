import { cardBrandOf, cvcLength } from "../../../core/billing/card-entry.ts";

/** A security code the card form takes for this number: as many digits as its brand asks for. */
export function cvcFor(number: string): string {
  return "1234".slice(0, cvcLength(cardBrandOf(number)));
}

/** A card expiry as typed (MM/YY) and as listed (MM/YYYY), for a month counted from this one (UTC). */
export function expiry(monthsFromNow: number): { typed: string; shown: string } {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsFromNow, 1));
  const mm = String(at.getUTCMonth() + 1).padStart(2, "0");
  const yyyy = String(at.getUTCFullYear());
  return { typed: `${mm}/${yyyy.slice(2)}`, shown: `${mm}/${yyyy}` };
}

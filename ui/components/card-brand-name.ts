import type { TFunction } from "i18next";
import type { CardBrand } from "../../core/billing/card-entry.ts";
import { CARD_BRANDS } from "../../core/billing/new-card.dto.ts";

/** A brand as people name it ("American Express"); a brand the dashboard does not know is shown as the gateway sent it. */
export function cardBrandName(t: TFunction, brand: string): string {
  return (CARD_BRANDS as readonly string[]).includes(brand)
    ? t(`paymentCard.brands.${brand as CardBrand}`)
    : brand;
}

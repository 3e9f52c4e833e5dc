import type { TFunction } from "i18next";
import {
  CARD_NAME_MAX_LENGTH,
  type CardBrand,
  type CardEntryProblems,
} from "../../core/billing/card-entry.ts";

/** What a card form field's problem says, in the interface language (the security code's depends on the brand). */
export function cardProblemText(
  t: TFunction,
  problems: CardEntryProblems,
  field: keyof CardEntryProblems,
  brand: CardBrand | null,
): string | null {
  switch (field) {
    case "number":
      return problems.number ? t(`paymentCard.problems.number.${problems.number}`) : null;
    case "expiry":
      return problems.expiry ? t(`paymentCard.problems.expiry.${problems.expiry}`) : null;
    case "cvc":
      if (!problems.cvc) return null;
      return problems.cvc === "invalid" && brand === "amex"
        ? t("paymentCard.problems.cvc.invalidAmex")
        : t(`paymentCard.problems.cvc.${problems.cvc}`);
    case "name":
      return problems.name
        ? t(`paymentCard.problems.name.${problems.name}`, { max: CARD_NAME_MAX_LENGTH })
        : null;
  }
}

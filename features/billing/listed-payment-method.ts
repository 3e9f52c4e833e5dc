import { isCardExpired } from "../../core/billing/saved-card-rules.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";

/** A saved card as its row reads: never more of the number than its last four digits. */
export interface ListedPaymentMethod {
  readonly id: string;
  /** As the gateway names it: visa, mastercard, amex… */
  readonly brand: string;
  readonly last4: string;
  /** MM/YYYY */
  readonly expiry: string;
  readonly isDefault: boolean;
  /** Past the last day of its expiry month: it can no longer pay. */
  readonly expired: boolean;
}

export function listedPaymentMethod(method: StoredPaymentMethod, now: number): ListedPaymentMethod {
  return {
    id: method.id,
    brand: method.brand,
    last4: method.last4,
    expiry: `${String(method.expMonth).padStart(2, "0")}/${method.expYear}`,
    isDefault: method.isDefault,
    expired: isCardExpired(method, now),
  };
}

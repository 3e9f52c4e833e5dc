/** How a tier is paid for (SPEC §3), named by the tier's `paymentMethod` feature. */
export enum PaymentMethod {
  STRIPE = "stripe",
  FREE = "free",
  CONTACT_SALE = "contact_sale",
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (Object.values(PaymentMethod) as unknown[]).includes(value);
}

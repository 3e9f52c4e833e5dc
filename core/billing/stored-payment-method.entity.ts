/** A card the payment provider keeps for the user (GET /stripe/payment-methods); never the card number itself. */
export class StoredPaymentMethod {
  readonly id!: string;
  readonly brand!: string;
  readonly last4!: string;
  readonly expMonth!: number;
  readonly expYear!: number;
  readonly isDefault!: boolean;
}

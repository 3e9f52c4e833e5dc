import { AsDate } from "../mapping/entity-decorators.ts";

/** An invoice of the user's subscription; `amount` is in US dollars. */
export class Invoice {
  readonly id!: string;
  readonly number!: string | null;
  /** The payment provider's status: draft, open, paid, uncollectible or void. */
  readonly status!: string;
  readonly amount!: number;
  readonly currency!: string;
  @AsDate() readonly createdAt!: Date;
  /** Where the person can see or pay it; null while it is a draft. */
  readonly hostedInvoiceUrl!: string | null;
  readonly invoicePdf!: string | null;
}

/** The account figures as the billing page shows them. */
export interface ShownAccountFigures {
  /** "$4.50" */
  readonly currentBalance: string;
  readonly totalUsage: string;
  readonly totalCharges: string;
  /** YYYY-MM-DD, or "No paid tier". */
  readonly premiumExpiry: string;
  /** "Valid card saved" or "No valid card". */
  readonly paymentMethod: string;
  /** Why the last card could not be saved, in the server's words; null when none is shown. */
  readonly setupError: string | null;
}

/** A saved card as its row reads. */
export interface ListedCard {
  /** As people name it: "Visa", "American Express". */
  readonly brand: string;
  readonly last4: string;
  /** MM/YYYY */
  readonly expiry: string;
  readonly isDefault: boolean;
  readonly expired: boolean;
}

/** An invoice as its row reads. */
export interface ListedInvoice {
  readonly number: string;
  /** "$19.00" */
  readonly amount: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** As shown: "Paid", "Open"… */
  readonly status: string;
  /** Whether the row links to the invoice's document. */
  readonly hasDocument: boolean;
}

/** The page of invoices shown. */
export interface ShownInvoicePage {
  /** 1 for the newest invoices. */
  readonly pageNumber: number;
  /** Newest first. */
  readonly invoices: readonly ListedInvoice[];
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

/** What a person types into the add-card dialog. */
export interface CardToAdd {
  readonly number: string;
  /** MM/YY */
  readonly expiry: string;
  readonly cvc: string;
  readonly name?: string;
}

/** What a person can do on the billing page, in words of the product; both worlds implement it. */
export interface BillingDriver {
  /** Opens /billing, or the address given (guards apply), and waits for what it shows. */
  open(pathWithQuery?: string): Promise<void>;
  accountFigures(): Promise<ShownAccountFigures>;
  /** The saved cards, top to bottom. */
  paymentMethods(): Promise<readonly ListedCard[]>;
  /**
   * Opens the add-card dialog, fills it in and saves. Answers what the dialog says when it stays open (the fields'
   * problems, then the gateway's refusal), or nothing once it closed with the card saved.
   */
  addCard(card: CardToAdd): Promise<readonly string[]>;
  invoices(): Promise<ShownInvoicePage>;
  /** Clicks Next under the invoices and waits for the page. */
  nextInvoices(): Promise<void>;
  /** Clicks Previous under the invoices and waits for the page. */
  previousInvoices(): Promise<void>;
  /** The title of what a section shows instead of its list (nothing yet, failed); null when it shows the list. */
  notice(section: "paymentMethods" | "invoices"): Promise<string | null>;
}

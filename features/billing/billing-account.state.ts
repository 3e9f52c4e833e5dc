import type { ListedPaymentMethod } from "./listed-payment-method.ts";

/** What one call brought: loading, its answer, or why it failed (the server's words; empty when it gave none). */
export type Loaded<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "failed"; readonly failure: readonly string[] };

/** The account figures of SPEC §3 as the page shows them. */
export interface AccountFigures {
  /** US dollars, 2 decimals. */
  readonly currentBalance: string;
  readonly totalUsage: string;
  readonly totalCharges: string;
  /** YYYY-MM-DD, local; null without a paid tier. */
  readonly premiumExpiresOn: string | null;
  readonly hasValidPaymentMethod: boolean;
  /** Why saving the last card failed, in the payment provider's words; null once a card was saved. */
  readonly setupPaymentMethodError: string | null;
}

export interface BillingAccountState {
  readonly account: Loaded<AccountFigures>;
  /** The default card first. */
  readonly methods: Loaded<readonly ListedPaymentMethod[]>;
}

export const INITIAL_BILLING_ACCOUNT_STATE: BillingAccountState = {
  account: { status: "loading" },
  methods: { status: "loading" },
};

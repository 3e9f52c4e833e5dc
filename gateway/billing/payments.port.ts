/**
 * Where money would move: subscriptions, invoices and payment methods. The local ledger adapter records them in
 * the database without charging anyone. (Filled in by the billing area.)
 */
// biome-ignore lint/suspicious/noEmptyInterface: the billing area defines the port's calls.
export interface PaymentsPort {}

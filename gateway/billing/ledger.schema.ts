import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The local ledger: what a payment provider would keep (customers, cards, subscriptions, invoices), kept in the
// gateway's own database so billing works without moving money. Only gateway/billing reads these tables.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

export const ledgerCustomers = pgTable("ledger_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** Saved cards: never the number, only what a provider shows back. */
export const ledgerPaymentMethods = pgTable(
  "ledger_payment_methods",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => ledgerCustomers.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("ledger_payment_methods_customer_idx").on(table.customerId)],
);

export const ledgerSubscriptions = pgTable("ledger_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id")
    .notNull()
    .references(() => ledgerCustomers.id, { onDelete: "cascade" }),
  paymentMethodId: text("payment_method_id"),
  description: text("description").notNull(),
  /** Charged each period, in `currency`. */
  amount: doublePrecision("amount").notNull(),
  currency: text("currency").notNull().default("usd"),
  /** "month" or "year". */
  interval: text("interval").notNull().default("month"),
  currentPeriodStart: at("current_period_start").notNull(),
  currentPeriodEnd: at("current_period_end").notNull(),
  /** "active" or "canceled". */
  status: text("status").notNull().default("active"),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  canceledAt: at("canceled_at"),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const ledgerInvoices = pgTable(
  "ledger_invoices",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => ledgerCustomers.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id"),
    number: text("number"),
    /** draft, open, paid, uncollectible or void. */
    status: text("status").notNull(),
    amount: doublePrecision("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    periodStart: at("period_start"),
    periodEnd: at("period_end"),
    hostedInvoiceUrl: text("hosted_invoice_url"),
    invoicePdf: text("invoice_pdf"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("ledger_invoices_customer_idx").on(table.customerId, table.createdAt)],
);

import { boolean, doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** People who called the gateway with a verified identity-provider token; provisioned on their first call. */
export const users = pgTable("users", {
  /** The identity provider's uid (Firebase `sub`). */
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  phone: text("phone"),
  /** A suspended account is refused every signed-in call with 403. */
  suspended: boolean("suspended").notNull().default(false),
  welcomeEmailSentAt: timestamp("welcome_email_sent_at", { withTimezone: true, mode: "string" }),
  /**
   * Credit granted to the account, in US dollars (this gateway grants none by itself). The account figures answer
   * the balance as this minus the cost of the person's requests, both worked out when read (identity/user-account.ts).
   */
  credit: doublePrecision("credit").notNull().default(0),
  totalCharges: doublePrecision("total_charges").notNull().default(0),
  receivedDefaultSystemCredit: boolean("received_default_system_credit").notNull().default(false),
  hasValidPaymentMethod: boolean("has_valid_payment_method").notNull().default(false),
  setupPaymentMethodError: text("setup_payment_method_error"),
  paymentCustomerId: text("payment_customer_id"),
  premiumExpiresAt: timestamp("premium_expires_at", { withTimezone: true, mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

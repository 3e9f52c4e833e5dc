import { doublePrecision, integer, text, timestamp } from "drizzle-orm/pg-core";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * The columns every API key is stored with, a person's own or a department user's: never its secret, only the
 * secret's SHA-256 (hex), so a request's key is found by hashing what it carries.
 */
export function apiKeyColumns() {
  return {
    /** SHA-256 (hex) of the current secret. */
    secretHash: text("secret_hash").notNull().unique(),
    /** The secret's first characters, to tell keys apart in the database without their secrets. */
    lookupPrefix: text("lookup_prefix").notNull(),
    /** First 5, "...", last 5 of the current secret: what lists and logs show. */
    maskedValue: text("masked_value").notNull(),
    name: text("name").notNull(),
    expiresAt: moment("expires_at"),
    monthlyBudgetUsd: doublePrecision("monthly_budget_usd"),
    requestsPerMinute: integer("requests_per_minute"),
    tokensPerMinute: integer("tokens_per_minute"),
    /** Null: every model its owner may use. */
    allowedModels: text("allowed_models").array(),
    /** The email of who made it. */
    createdBy: text("created_by"),
    revokedAt: moment("revoked_at"),
    /** SHA-256 (hex) of the secret a rotation replaced, kept so a request with it is told it was rotated. */
    previousSecretHash: text("previous_secret_hash"),
    /** Until when that previous secret still works (the rotation's moment when it had no grace). */
    previousSecretUntil: moment("previous_secret_until"),
    createdAt: moment("created_at").notNull().defaultNow(),
  };
}

import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/** One line of a tier's feature list, as the dashboard shows it (core TierFeature). */
export interface TierFeatureRecord {
  key: string;
  title: string;
  value: string;
}

/** The tiers the gateway sells; their flags gate organization and team features (SPEC §6). */
export const tiers = pgTable("tiers", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  /** The payment provider's product and price (null with the local ledger, which needs none). */
  paymentProductId: text("payment_product_id"),
  paymentPriceId: text("payment_price_id"),
  isActive: boolean("is_active").notNull().default(true),
  /** US dollars per pricePeriod. */
  price: doublePrecision("price").notNull(),
  /** "month" or "year". */
  pricePeriod: text("price_period").notNull().default("month"),
  teamEnabled: boolean("team_enabled").notNull().default(false),
  maxTeamMembers: integer("max_team_members").notNull().default(1),
  organizationEnabled: boolean("organization_enabled").notNull().default(false),
  features: jsonb("features").$type<TierFeatureRecord[]>().notNull().default([]),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
  deletedAt: at("deleted_at"),
});

/**
 * People's subscriptions to tiers. The running one has status "active" (at most one per person); a paid one
 * names the payment provider's customer and subscription.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tierId: text("tier_id")
      .notNull()
      .references(() => tiers.id),
    paymentCustomerId: text("payment_customer_id"),
    paymentSubscriptionId: text("payment_subscription_id"),
    /** "active" while running, "canceled" once ended. */
    status: text("status").notNull().default("active"),
    /** End of the paid period; null for a free tier, which has none. */
    expiresAt: at("expires_at"),
    /** Set when cancelled: the subscription then ends at expiresAt instead of renewing. */
    canceledAt: at("canceled_at"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    pausedAt: at("paused_at"),
    resumesAt: at("resumes_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_user_idx").on(table.userId),
    uniqueIndex("subscriptions_one_running_per_user").on(table.userId).where(sql`${table.status} = 'active'`),
  ],
);

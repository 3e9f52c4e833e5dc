import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";

/**
 * Every request the gateway answered or refused, without its bodies (chat_history_bodies holds those, so the two
 * can be kept for different times): the usage logs, the analytics and the organization report. Partitioned by
 * month of created_at (migration 0003, gateway/database/month-partitions.ts), so the key holds created_at too.
 */
export const chatHistory = pgTable(
  "chat_history",
  {
    id: text("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The API key's masked form (first 5, "...", last 5), or `playground` for the session; never the secret. */
    apikey: text("apikey"),
    /** Set when the key was a department user's: the report reads who sent it from here, even after the key is gone. */
    organizationId: text("organization_id"),
    departmentId: text("department_id"),
    departmentUserId: text("department_user_id"),
    apiKeyId: text("api_key_id"),
    vendor: text("vendor").notNull(),
    /** The model the client asked for (may be 'Best Available'). */
    model: text("model").notNull(),
    /** The gateway's model that served it (the catalogue's systemName; Best Available's choice). */
    servedModel: text("served_model"),
    /** The model that served it, in the provider's own name (as the upstream reported it). */
    providerModel: text("provider_model"),
    /** The last user message as forwarded: after the department's PII handling, so logs keep nothing it removed. */
    query: text("query").notNull().default(""),
    statusCode: integer("status_code").notNull(),
    error: text("error"),
    timeToFirstToken: doublePrecision("time_to_first_token"),
    generationDuration: doublePrecision("generation_duration"),
    tokenRate: doublePrecision("token_rate"),
    tokensIn: integer("tokens_in").notNull().default(0),
    tokensOut: integer("tokens_out").notNull().default(0),
    totalTokens: integer("total_tokens").notNull().default(0),
    tokensInCost: doublePrecision("tokens_in_cost").notNull().default(0),
    tokensOutCost: doublePrecision("tokens_out_cost").notNull().default(0),
    totalCost: doublePrecision("total_cost").notNull().default(0),
    /** The token counts (and so the costs) are the gateway's estimate: the provider reported none. */
    usageEstimated: boolean("usage_estimated").notNull().default(false),
    isStream: boolean("is_stream").notNull().default(false),
    renewablePercentage: doublePrecision("renewable_percentage"),
    routingStrategy: text("routing_strategy"),
    routingReason: text("routing_reason"),
    /** The endpoint the request came through (core's UsageEndpoint); requests logged before it was kept: chat. */
    endpoint: text("endpoint").notNull().default("chat"),
    /**
     * How many values of each kind of personal data the department's PII handling masked or blocked in the request,
     * `{ "EMAIL_ADDRESS": 2 }` (`{}` when it found none); null when no PII handling applied.
     */
    piiRedactions: jsonb("pii_redactions").$type<Readonly<Record<string, number>>>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.createdAt, table.id] }),
    // The usage logs read a person's requests newest first through a keyset cursor (created_at, id), whole or
    // narrowed by one filter: one index per filter, each ending in the cursor's order.
    index("chat_history_user_cursor_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
    index("chat_history_user_model_idx").on(
      table.userId,
      table.model,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("chat_history_user_vendor_idx").on(
      table.userId,
      table.vendor,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("chat_history_user_apikey_idx").on(
      table.userId,
      table.apikey,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("chat_history_user_status_idx").on(
      table.userId,
      table.statusCode,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("chat_history_user_errors_idx")
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`status_code >= 400`),
    index("chat_history_user_endpoint_idx").on(
      table.userId,
      table.endpoint,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("chat_history_user_department_idx").on(
      table.userId,
      table.departmentId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("chat_history_organization_cursor_idx").on(
      table.organizationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("chat_history_department_created_idx").on(table.departmentId, table.createdAt),
    // Best Available's observed statistics read the recent requests of every model.
    index("chat_history_created_idx").on(table.createdAt),
    // A key's spend this month and when it was last used (keySpendThisMonth); the logs' key filter.
    index("chat_history_api_key_created_idx").on(table.apiKeyId, table.createdAt),
    // A request is found by its id alone (feedback on an answer), in any month.
    index("chat_history_id_idx").on(table.id),
  ],
);

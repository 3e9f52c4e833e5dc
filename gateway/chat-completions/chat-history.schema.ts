import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../identity/users.schema.ts";

/** Every chat-completion request the gateway answered or refused: the usage logs and the organization report. */
export const chatHistory = pgTable(
  "chat_history",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The API key's value as sent; null for calls made with the session (the playground). */
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
    requestContent: text("request_content"),
    responseContent: text("response_content"),
    renewablePercentage: doublePrecision("renewable_percentage"),
    routingStrategy: text("routing_strategy"),
    routingReason: text("routing_reason"),
    /** The endpoint the request came through (core's UsageEndpoint); requests logged before it was kept: chat. */
    endpoint: text("endpoint").notNull().default("chat"),
    /** The tools offered to the model, as the JSON text of chat completions' `tools`. */
    tools: text("tools"),
    /** The response_format asked for, as JSON text. */
    responseFormat: text("response_format"),
    /** The calls the model made, as the JSON text of chat completions' `tool_calls`. */
    toolCalls: text("tool_calls"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_history_user_created_idx").on(table.userId, table.createdAt),
    // The usage logs' endpoint filter.
    index("chat_history_user_endpoint_created_idx").on(table.userId, table.endpoint, table.createdAt),
    index("chat_history_organization_created_idx").on(table.organizationId, table.createdAt),
    index("chat_history_department_created_idx").on(table.departmentId, table.createdAt),
    // Best Available's observed statistics read the recent requests of every model.
    index("chat_history_created_idx").on(table.createdAt),
  ],
);

import { boolean, doublePrecision, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import { departments } from "../organization/organization.schema.ts";

/** A department's budget alerts, once someone saved them; a department without a row has the defaults. */
export const budgetAlertSettings = pgTable("budget_alert_settings", {
  departmentId: text("department_id")
    .primaryKey()
    .references(() => departments.id, { onDelete: "cascade" }),
  /** Percents of the monthly budget, lowest first. */
  thresholds: jsonb("thresholds").$type<number[]>().notNull(),
  forecastWarning: boolean("forecast_warning").notNull().default(true),
  /** The role that saved them last: a lower one may not change them (as the department's other settings). */
  lastModifiedByRole: text("last_modified_by_role").$type<RankedRole>(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

/**
 * The alerts each department fired, per UTC month: its key is the threshold (`80`) or `forecast`. The primary key
 * decides who fires: of two instances evaluating the same spend, only the one whose insert lands notifies.
 */
export const budgetAlertsFired = pgTable(
  "budget_alerts_fired",
  {
    departmentId: text("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    /** YYYY-MM, UTC. */
    period: text("period").notNull(),
    alert: text("alert").notNull(),
    /** US dollars spent this month when it fired. */
    spend: doublePrecision("spend").notNull(),
    firedAt: timestamp("fired_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.departmentId, table.period, table.alert] })],
);

/**
 * The alerts each API key fired, per UTC month (its key: the threshold, as budget_alerts_fired). Kept by the key's id
 * alone, without a reference: a key is a person's own or a department user's, in two tables. The primary key
 * decides who fires, as for departments.
 */
export const apiKeyBudgetAlertsFired = pgTable(
  "api_key_budget_alerts_fired",
  {
    apiKeyId: text("api_key_id").notNull(),
    /** YYYY-MM, UTC. */
    period: text("period").notNull(),
    alert: text("alert").notNull(),
    /** US dollars spent with the key this month when it fired. */
    spend: doublePrecision("spend").notNull(),
    firedAt: timestamp("fired_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.apiKeyId, table.period, table.alert] })],
);

import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DataResidency } from "../../core/organization/data-residency.ts";
import type {
  ModelAccessType,
  OrganizationModelType,
} from "../../core/organization/organization-model.entity.ts";
import type { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import type { OrganizationStatus } from "../../core/organization/organization-status.ts";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import type { PiiHandling } from "../../core/organization/pii-handling.ts";
import { apiKeyColumns } from "../api-keys/api-key-columns.ts";
import { gridNodes, providerModels } from "../available-models/available-models.schema.ts";
import { users } from "../identity/users.schema.ts";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

export const organizations = pgTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** PENDING, ACTIVE or REJECTED. */
    status: text("status")
      .$type<OrganizationStatus>()
      .notNull()
      .default("PENDING" as OrganizationStatus),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One organization per owner: two requests racing cannot both create one.
  (table) => [uniqueIndex("organizations_owner_idx").on(table.ownerId)],
);

/** Organization-wide roles: the OWNER (one) and SUPER_ADMINs. */
export const organizationRoles = pgTable(
  "organization_roles",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      // An invitation's account takes its holder's id when they first sign in.
      .references(() => users.id, { onDelete: "cascade", onUpdate: "cascade" }),
    role: text("role").$type<OrganizationRole>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.organizationId, table.userId)],
);

export const departments = pgTable(
  "departments",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** The compliance frameworks switched on: SOC2, ISO42001, GDPR, HIPAA, EU_AI_ACT, AI_RMF, DORA. */
    frameworks: jsonb("frameworks").$type<string[]>().notNull().default([]),
    /** NONE, ANONYMIZE (Block PII) or PSEUDONYMIZE (Mask PII). */
    piiHandling: text("pii_handling")
      .$type<PiiHandling>()
      .notNull()
      .default("NONE" as PiiHandling),
    piiEntities: jsonb("pii_entities").$type<string[]>().notNull().default([]),
    /** NONE, US, CA, EU, ASIA or CUSTOM; null means no residency rule. */
    dataResidency: text("data_residency").$type<DataResidency>(),
    /** Regions allowed when dataResidency is CUSTOM. */
    customRegions: jsonb("custom_regions").$type<string[]>().notNull().default([]),
    monthlyBudgetInDollar: doublePrecision("monthly_budget_in_dollar"),
    /** Per setting (a framework, PIIAndSensitive, monthlyBudgetInDollar, …): the role that last changed it. */
    lastModifiedByRole: jsonb("last_modified_by_role")
      .$type<Record<string, RankedRole>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Names are unique in an organization whatever their case; the index settles two creations racing.
  (table) => [
    uniqueIndex("departments_organization_name_idx").on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const departmentUsers = pgTable(
  "department_users",
  {
    id: text("id").primaryKey(),
    departmentId: text("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      // An invitation's account takes its holder's id when they first sign in.
      .references(() => users.id, { onDelete: "cascade", onUpdate: "cascade" }),
    /** ADMIN or MEMBER. */
    role: text("role").$type<DepartmentRole>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique().on(table.departmentId, table.userId)],
);

/** Keys a department user calls the gateway with; requests made with them fall under the department's policies. */
export const departmentUserApiKeys = pgTable(
  "department_user_api_keys",
  {
    id: text("id").primaryKey(),
    departmentUserId: text("department_user_id")
      .notNull()
      .references(() => departmentUsers.id, { onDelete: "cascade" }),
    ...apiKeyColumns(),
  },
  (table) => [index("department_user_api_keys_previous_secret_hash_idx").on(table.previousSecretHash)],
);

export const organizationModels = pgTable(
  "organization_models",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** For AVAILABLE models: the gateway's provider model. */
    internalId: text("internal_id").references(() => providerModels.id),
    name: text("name").notNull(),
    /** AVAILABLE or CUSTOM. */
    type: text("type").$type<OrganizationModelType>().notNull(),
    provider: text("provider").notNull(),
    /** PUBLIC or PRIVATE; AVAILABLE models are always PUBLIC. */
    accessType: text("access_type")
      .$type<ModelAccessType>()
      .notNull()
      .default("PUBLIC" as ModelAccessType),
    dedicatedUrl: text("dedicated_url"),
    /** Sealed by the secret cipher (gateway/secrets); never stored in plain text. */
    customModelApikey: text("custom_model_apikey"),
    /** The key's masked form (its last characters), kept when it is sealed: what the dashboard is shown. */
    customModelApikeyMask: text("custom_model_apikey_mask"),
    /** A custom model's prices, US dollars per million tokens, as given when it was added; null: free. */
    tokenInPricePerMillionTokens: doublePrecision("token_in_price_per_million_tokens"),
    tokenOutPricePerMillionTokens: doublePrecision("token_out_price_per_million_tokens"),
    configXml: text("config_xml"),
    /** The compute node serving a custom model, when known. */
    node: text("node"),
    region: text("region"),
    gridNodeId: text("grid_node_id").references(() => gridNodes.id),
    lastModifyRole: text("last_modify_role").$type<RankedRole>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One of the gateway's models is added once per organization (custom models have no internal id).
  (table) => [uniqueIndex("organization_models_internal_idx").on(table.organizationId, table.internalId)],
);

/** The organization models a department may use (its allowed-models policy). */
export const departmentModels = pgTable(
  "department_models",
  {
    departmentId: text("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    organizationModelId: text("organization_model_id")
      .notNull()
      .references(() => organizationModels.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.departmentId, table.organizationModelId)],
);

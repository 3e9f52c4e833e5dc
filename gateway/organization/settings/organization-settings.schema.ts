import { pgTable, text } from "drizzle-orm/pg-core";
import { organizations } from "../organization.schema.ts";

/** An organization's settings, once changed: without a row it has the defaults (core/organization/organization-settings.ts). */
export const organizationSettings = pgTable("organization_settings", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  /** Null: no embedding model, policy documents are searched by words only. */
  embeddingModel: text("embedding_model"),
});

import { and, eq, max, min } from "drizzle-orm";
import { type RetentionMinimumJson, retentionMinimum } from "../../core/retention/retention-minimum.ts";
import {
  DEFAULT_RETENTION,
  type RetentionSettingsJson,
} from "../../core/retention/retention-settings-json.ts";
import type { Database } from "../database/database.ts";
import { departments } from "../organization/organization.schema.ts";
import { type RetentionScope, retentionSettings } from "./retention.schema.ts";

/** The retention someone chose, or the default. */
export async function retentionOf(
  db: Database,
  scope: RetentionScope,
  ownerId: string,
): Promise<RetentionSettingsJson> {
  const [row] = await db
    .select({ bodiesDays: retentionSettings.bodiesDays, metadataDays: retentionSettings.metadataDays })
    .from(retentionSettings)
    .where(and(eq(retentionSettings.scope, scope), eq(retentionSettings.ownerId, ownerId)));
  return row ?? DEFAULT_RETENTION;
}

export async function saveRetention(
  db: Database,
  scope: RetentionScope,
  ownerId: string,
  settings: RetentionSettingsJson,
  now: string,
): Promise<RetentionSettingsJson> {
  const values = { ...settings, updatedAt: now };
  await db
    .insert(retentionSettings)
    .values({ scope, ownerId, ...values })
    .onConflictDoUpdate({ target: [retentionSettings.scope, retentionSettings.ownerId], set: values });
  return settings;
}

/** The longest retention anyone has, the default included (people without a setting have it). */
export async function longestRetention(db: Database): Promise<RetentionSettingsJson> {
  const [longest] = await db
    .select({
      bodiesDays: max(retentionSettings.bodiesDays),
      metadataDays: max(retentionSettings.metadataDays),
    })
    .from(retentionSettings);
  return {
    bodiesDays: Math.max(longest?.bodiesDays ?? 0, DEFAULT_RETENTION.bodiesDays),
    metadataDays: Math.max(longest?.metadataDays ?? 0, DEFAULT_RETENTION.metadataDays),
  };
}

/** The shortest retention anyone has, the default included. */
export async function shortestRetention(db: Database): Promise<RetentionSettingsJson> {
  const [shortest] = await db
    .select({
      bodiesDays: min(retentionSettings.bodiesDays),
      metadataDays: min(retentionSettings.metadataDays),
    })
    .from(retentionSettings);
  return {
    bodiesDays: Math.min(shortest?.bodiesDays ?? Number.POSITIVE_INFINITY, DEFAULT_RETENTION.bodiesDays),
    metadataDays: Math.min(
      shortest?.metadataDays ?? Number.POSITIVE_INFINITY,
      DEFAULT_RETENTION.metadataDays,
    ),
  };
}

/** The least the organization keeps its request records whatever its setting (core's rule on its departments). */
export async function retentionMinimumOf(
  db: Database,
  organizationId: string,
): Promise<RetentionMinimumJson | null> {
  const rows = await db
    .select({ name: departments.name, frameworks: departments.frameworks })
    .from(departments)
    .where(eq(departments.organizationId, organizationId));
  return retentionMinimum(rows);
}

/** The days each organization with a minimum keeps its request records at least; those without none are left out. */
export async function metadataMinimums(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({
      organizationId: departments.organizationId,
      name: departments.name,
      frameworks: departments.frameworks,
    })
    .from(departments);
  const byOrganization = new Map<string, typeof rows>();
  for (const row of rows)
    byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row]);
  const minimums = new Map<string, number>();
  for (const [organizationId, ofOrganization] of byOrganization) {
    const minimum = retentionMinimum(ofOrganization);
    if (minimum) minimums.set(organizationId, minimum.metadataDays);
  }
  return minimums;
}

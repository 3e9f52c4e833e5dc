import { and, eq } from "drizzle-orm";
import { changedFields, type Snapshot } from "../../core/audit/changed-fields.ts";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import type { Database } from "../database/database.ts";
import type { RecordChange } from "../organization/audited-change.ts";
import { organizationRoles } from "../organization/organization.schema.ts";
import { isoDate } from "../server/iso-date.ts";
import type { SubscriptionRow } from "./subscription-records.ts";
import { tierById } from "./tiers.repository.ts";

/**
 * Records a change to someone's subscription in each organization they own: its tier sets those organizations'
 * limits (organizations, teams, their size), and only an owner's does. Someone who owns none records nothing.
 */
export async function recordSubscriptionChange(
  tx: Database,
  record: RecordChange,
  userId: string,
  before: SubscriptionRow | null,
  after: SubscriptionRow,
): Promise<void> {
  const was = before ? await subscriptionSnapshot(tx, before) : null;
  const is = await subscriptionSnapshot(tx, after);
  const changed = was ? changedFields(was, is) : { before: null, after: is };
  if (!changed) return;
  const owned = await tx
    .select({ organizationId: organizationRoles.organizationId })
    .from(organizationRoles)
    .where(and(eq(organizationRoles.userId, userId), eq(organizationRoles.role, OrganizationRole.OWNER)));
  const subject = { type: "subscription", id: after.id, name: String(is.tier) };
  for (const { organizationId } of owned)
    await record({ organizationId, kind: "SUBSCRIPTION_CHANGED", subject, ...changed });
}

async function subscriptionSnapshot(tx: Database, row: SubscriptionRow): Promise<Snapshot> {
  const tier = await tierById(tx, row.tierId);
  return {
    tier: tier?.name ?? row.tierId,
    status: row.status,
    expiresAt: isoDate(row.expiresAt),
    canceledAt: isoDate(row.canceledAt),
  };
}

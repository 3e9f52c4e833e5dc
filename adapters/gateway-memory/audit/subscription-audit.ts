import { changedFields, type Snapshot } from "../../../core/audit/changed-fields.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import type { SubscriptionChange } from "../subscription/memory-subscription-gateway.adapter.ts";

/**
 * Records a change to the signed-in person's subscription in each organization they own, as the gateway does: its
 * tier sets those organizations' limits, and only an owner's does. Someone who owns none records nothing.
 */
export async function recordSubscriptionChange(
  context: OrganizationContext,
  change: SubscriptionChange,
): Promise<void> {
  const after = { ...change.after } as Snapshot;
  const changed = change.before
    ? changedFields({ ...change.before } as Snapshot, after)
    : { before: null, after };
  if (!changed) return;
  const { db } = context;
  const owned = db.superAdmins.where(
    (row) => row.userId === db.actorId && row.role === OrganizationRole.OWNER,
  );
  const subject = { type: "subscription", id: change.id, name: change.after.tier };
  for (const { organizationId } of owned)
    await context.recordChange({ organizationId, kind: "SUBSCRIPTION_CHANGED", subject, ...changed });
}

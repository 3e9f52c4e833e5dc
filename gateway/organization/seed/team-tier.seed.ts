import type { Clock } from "../../../core/clock/clock.port.ts";
import type { TeamLimits } from "../../../core/organization/team-limits.ts";
import type { Database } from "../../database/database.ts";
import { tiers } from "../../subscription/subscription.schema.ts";
import { replaceRunningSubscription } from "../../subscription/subscriptions.repository.ts";

/**
 * Subscribes someone to a tier with exactly these limits, for provider states and tests: an unlisted tier (not on
 * sale) made once per set of limits.
 */
export async function subscribeWithLimits(
  db: Database,
  clock: Clock,
  userId: string,
  limits: TeamLimits,
): Promise<void> {
  const max = limits.maxTeamMembers ?? 1_000_000;
  const id = `tier-limits-${limits.organizationEnabled}-${limits.teamEnabled}-${max}`;
  const now = new Date(clock.now()).toISOString();
  await db
    .insert(tiers)
    .values({
      id,
      name: `Unlisted (${id})`,
      price: 0,
      isActive: false,
      organizationEnabled: limits.organizationEnabled,
      teamEnabled: limits.teamEnabled,
      maxTeamMembers: max,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await replaceRunningSubscription(db, userId, { tierId: id }, now);
}

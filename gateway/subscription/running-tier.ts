import type { Database } from "../database/database.ts";
import type { TierRow } from "./subscription-records.ts";
import { runningSubscription } from "./subscriptions.repository.ts";
import { tierById } from "./tiers.repository.ts";

/**
 * The tier a person's features are gated by (organizationEnabled, teamEnabled, maxTeamMembers; SPEC §6): the one
 * of their running subscription, or null when none runs. A subscription canceled at period end counts until it
 * expires.
 */
export async function runningTierOf(db: Database, userId: string, now: number): Promise<TierRow | null> {
  const running = await runningSubscription(db, userId);
  if (!running) return null;
  const ended =
    running.canceledAt !== null && running.expiresAt !== null && Date.parse(running.expiresAt) <= now;
  return ended ? null : tierById(db, running.tierId);
}

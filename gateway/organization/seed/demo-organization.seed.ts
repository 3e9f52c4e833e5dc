import { eq } from "drizzle-orm";
import type { AuditSeal } from "../../../core/audit/audit-seal.port.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { DEMO_ORGANIZATION } from "../../../demo/demo-organization.ts";
import { DEMO_STAFF } from "../../../demo/demo-people.ts";
import type { Database } from "../../database/database.ts";
import type { UserRow } from "../../identity/users.repository.ts";
import { runningTierOf } from "../../subscription/running-tier.ts";
import { replaceRunningSubscription } from "../../subscription/subscriptions.repository.ts";
import { ensureUser } from "../organization.fixtures.ts";
import { organizations } from "../organization.schema.ts";
import { seedOrganizationCast } from "./organization-cast.seed.ts";

/** The tier the demo owner is on when they have none: one with organizations and room for the demo's people. */
const DEMO_OWNER_TIER = "tier-enterprise";

/**
 * The demo organization `npm start` shows the demo account: ACTIVE, owned by them, three departments governed
 * differently, their people and models. Written once: a restart keeps what people changed since.
 */
export async function seedDemoOrganization(
  db: Database,
  owner: UserRow,
  clock: Clock,
  auditSeal: AuditSeal,
): Promise<void> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, DEMO_ORGANIZATION.id));
  if (existing) return;
  for (const person of Object.values(DEMO_STAFF)) await ensureUser(db, person.id, person.email);
  if (!(await runningTierOf(db, owner.id, clock.now()))) {
    await replaceRunningSubscription(
      db,
      owner.id,
      { tierId: DEMO_OWNER_TIER },
      new Date(clock.now()).toISOString(),
    );
  }
  const cast = Object.fromEntries(Object.entries(DEMO_STAFF).map(([part, person]) => [part, person.id]));
  await seedOrganizationCast(
    db,
    clock,
    DEMO_ORGANIZATION.id,
    {
      ...(cast as Record<keyof typeof DEMO_STAFF, string>),
      owner,
    },
    auditSeal,
  );
}

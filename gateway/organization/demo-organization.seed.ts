import { eq } from "drizzle-orm";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { runningTierOf } from "../subscription/running-tier.ts";
import { replaceRunningSubscription } from "../subscription/subscriptions.repository.ts";
import { ensureUser } from "./organization.fixtures.ts";
import { organizations } from "./organization.schema.ts";
import { seedOrganizationCast } from "./organization-cast.seed.ts";

export const DEMO_ORGANIZATION_ID = "org-meridian-demo";

/** The tier the demo owner is on when they have none: one with organizations and room for the demo's people. */
const DEMO_OWNER_TIER = "tier-enterprise";

/** The demo's people besides the owner: accounts of the gateway (they need not exist at the identity provider). */
export const DEMO_PEOPLE = {
  superAdmin: { id: "user-priya", email: "priya.raman@meridian.example" },
  researchAdmin: { id: "user-marcus", email: "marcus.chen@meridian.example" },
  researcher: { id: "user-amara", email: "amara.okafor@meridian.example" },
  supportAdmin: { id: "user-sofia", email: "sofia.alvarez@meridian.example" },
  supportAgent: { id: "user-liam", email: "liam.oconnor@meridian.example" },
  financeAdmin: { id: "user-jonas", email: "jonas.weber@meridian.example" },
  analyst: { id: "user-hana", email: "hana.sato@meridian.example" },
} as const;

/**
 * The demo organization `npm start` shows the demo account: ACTIVE, owned by them, three departments governed
 * differently, their people and models. Written once: a restart keeps what people changed since.
 */
export async function seedDemoOrganization(db: Database, owner: UserRow, clock: Clock): Promise<void> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, DEMO_ORGANIZATION_ID));
  if (existing) return;
  for (const person of Object.values(DEMO_PEOPLE)) await ensureUser(db, person.id, person.email);
  if (!(await runningTierOf(db, owner.id, clock.now()))) {
    await replaceRunningSubscription(
      db,
      owner.id,
      { tierId: DEMO_OWNER_TIER },
      new Date(clock.now()).toISOString(),
    );
  }
  const cast = Object.fromEntries(Object.entries(DEMO_PEOPLE).map(([part, person]) => [part, person.id]));
  await seedOrganizationCast(db, clock, DEMO_ORGANIZATION_ID, {
    ...(cast as Record<keyof typeof DEMO_PEOPLE, string>),
    owner,
  });
}

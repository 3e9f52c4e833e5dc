import type { Clock } from "../../core/clock/clock.port.ts";
import { DEMO_TIERS } from "../../demo/demo-tiers.ts";
import type { Database } from "../database/database.ts";
import { tiers } from "./subscription.schema.ts";

export async function seedTiers(db: Database, clock: Clock): Promise<void> {
  const now = new Date(clock.now()).toISOString();
  await db
    .insert(tiers)
    .values(
      DEMO_TIERS.map((tier) => ({
        ...tier,
        features: [...tier.features],
        pricePeriod: "month",
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

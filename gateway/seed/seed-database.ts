import type { Clock } from "../../core/clock/clock.port.ts";
import { seedGridNodes } from "../available-models/grid-nodes.seed.ts";
import { seedProviderModels } from "../available-models/provider-models.seed.ts";
import { seedProviders } from "../available-models/providers.seed.ts";
import type { Database } from "../database/database.ts";
import { seedTiers } from "../subscription/tiers.seed.ts";

/**
 * What every gateway starts with, written only where missing so restarts keep people's changes: the catalogue
 * (tiers, providers, models, grid nodes). Demo data (organization, request history) is seeded by `npm start`.
 */
export async function seedCatalogue(db: Database, clock: Clock): Promise<void> {
  await seedTiers(db, clock);
  await seedProviders(db);
  await seedGridNodes(db, clock);
  // Models name their provider and grid node, so they come last.
  await seedProviderModels(db);
}

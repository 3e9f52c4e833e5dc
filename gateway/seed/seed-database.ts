import type { Clock } from "../../core/clock/clock.port.ts";
import { DEFAULT_CATALOGUE_FILE, readCatalogueFile } from "../available-models/catalogue-file.ts";
import { type CatalogueSyncResult, syncCatalogue } from "../available-models/catalogue-sync.ts";
import { seedGridNodes } from "../available-models/grid-nodes.seed.ts";
import type { Database } from "../database/database.ts";
import { seedTiers } from "../subscription/tiers.seed.ts";

/**
 * What every gateway starts with: tiers and grid nodes, written only where missing so restarts keep people's
 * changes, then the providers and models of the catalogue file, which the file decides (a model it leaves out
 * becomes inactive). Demo data (organization, request history) is seeded by `npm start`.
 */
export async function seedCatalogue(
  db: Database,
  clock: Clock,
  catalogueFile: string = DEFAULT_CATALOGUE_FILE,
): Promise<CatalogueSyncResult> {
  await seedTiers(db, clock);
  await seedGridNodes(db, clock);
  // Models name their provider and grid node, so they come last.
  return syncCatalogue(db, await readCatalogueFile(catalogueFile), catalogueFile);
}

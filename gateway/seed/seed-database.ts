import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";

/**
 * What every gateway starts with, written only where missing so restarts keep people's changes: the catalogue
 * (tiers, providers, models, grid nodes). Demo data (organization, request history) is seeded by `npm start`.
 */
export async function seedCatalogue(_db: Database, _clock: Clock): Promise<void> {}

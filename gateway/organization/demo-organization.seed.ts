import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";

/** The demo organization `npm start` shows the demo account: departments, people, models. (Filled in by organization.) */
export async function seedDemoOrganization(_db: Database, _owner: UserRow, _clock: Clock): Promise<void> {}

import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";

/** Past requests for the demo account's usage logs and the organization report. (Filled in by chat completions.) */
export async function seedDemoRequestHistory(_db: Database, _user: UserRow, _clock: Clock): Promise<void> {}

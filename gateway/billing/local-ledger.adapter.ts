import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import type { PaymentsPort } from "./payments.port.ts";

/** The default payments adapter: records everything in the database; no money moves. (Filled in by billing.) */
export class LocalLedger implements PaymentsPort {
  constructor(
    readonly db: Database,
    readonly clock: Clock,
  ) {}
}

import { sqlStateOf } from "../database/sql-state.ts";

const UNIQUE_VIOLATION = "23505";

/** Whether a write failed on a unique constraint (the driver's error, possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

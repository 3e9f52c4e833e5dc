const UNIQUE_VIOLATION = "23505";

/** Whether a write failed on a unique constraint (the driver's error, possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === "object" && current !== null; ) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

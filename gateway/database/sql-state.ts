/** A SQLSTATE: five digits or capitals (a Node system error's code, such as ECONNRESET, is not one). */
const SQL_STATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE code of a failed query: the driver's error's, possibly wrapped by Drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; typeof current === "object" && current !== null; ) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && SQL_STATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

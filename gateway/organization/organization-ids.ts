import { randomBytes, randomUUID } from "node:crypto";

/** A new record id, readable in logs: `dep-…`, `file-…`. */
export function newId(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

const DEPARTMENT_KEY_PREFIX = "mrd-";

/** A department user's API key as the gateway issues it: a prefix and 40 random hex characters. */
export function newDepartmentKeyValue(): string {
  return `${DEPARTMENT_KEY_PREFIX}${randomBytes(20).toString("hex")}`;
}

import { randomUUID } from "node:crypto";

/** A new record id, readable in logs: `dep-…`, `file-…`. */
export function newId(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

import type { JsonValue } from "./audit-entry.ts";

export type Snapshot = { readonly [field: string]: JsonValue };
/** An object whose fields are JSON values: a Snapshot, or an interface of such fields (which has no index signature). */
export type JsonFields<T> = { readonly [K in keyof T]: JsonValue };

/** What an audit entry keeps of a change: only the fields that differ, each side as it was. */
export interface FieldChanges {
  readonly before: Snapshot;
  readonly after: Snapshot;
}

/**
 * The fields whose values differ between two snapshots of one thing (a field missing on one side counts as null),
 * or null when nothing changed, so a save that changes nothing records nothing. Both profiles record with it.
 */
export function changedFields<A extends JsonFields<A>, B extends JsonFields<B>>(
  before: A,
  after: B,
): FieldChanges | null {
  const oldFields = before as Snapshot;
  const newFields = after as Snapshot;
  const was: Record<string, JsonValue> = {};
  const is: Record<string, JsonValue> = {};
  for (const field of new Set([...Object.keys(oldFields), ...Object.keys(newFields)])) {
    const old = oldFields[field] ?? null;
    const now = newFields[field] ?? null;
    if (sameJson(old, now)) continue;
    was[field] = old;
    is[field] = now;
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}

function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index] as JsonValue));
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  const objectA = a as Snapshot;
  const objectB = b as Snapshot;
  const keys = new Set([...Object.keys(objectA), ...Object.keys(objectB)]);
  return [...keys].every((key) => sameJson(objectA[key] ?? null, objectB[key] ?? null));
}

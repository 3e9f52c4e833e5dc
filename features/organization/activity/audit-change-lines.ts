import type { JsonValue } from "../../../core/audit/audit-entry.ts";

/** One changed field as the Activity page says it: its name, then the value before and after as plain text. */
export interface AuditChangeLine {
  readonly field: string;
  /** Null when the field had no value (or the thing did not exist yet). */
  readonly before: string | null;
  /** Null when the field has no value now (or the thing is gone). */
  readonly after: string | null;
}

/**
 * An entry's before → after as one line per field. Objects are read field by field; a value that is not an object
 * (a whole thing added or removed) is one line named "value". Every value becomes text: the page renders it as
 * text, never as markup, whatever the gateway stored.
 */
export function auditChangeLines(before: JsonValue | null, after: JsonValue | null): AuditChangeLine[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return names.map((field) => ({ field, before: textOf(was[field]), after: textOf(is[field]) }));
}

function fieldsOf(value: JsonValue | null): Readonly<Record<string, JsonValue>> {
  if (value === null) return {};
  if (typeof value === "object" && !Array.isArray(value)) return value as Readonly<Record<string, JsonValue>>;
  return { value };
}

function textOf(value: JsonValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map((item) => textOf(item) ?? "").join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

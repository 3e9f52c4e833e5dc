/** Whether a JSON value is an object (not null, not a list): the shape of a body, an item, a part, a chunk. */
export function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The objects of a JSON list, or none when the value is not a list. */
export function jsonObjects(value: unknown): Readonly<Record<string, unknown>>[] {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

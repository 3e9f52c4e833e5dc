type Schema = Record<string, unknown>;

// Keywords whose value is a map from names to schemas: a property may well be called "description" or "$ref".
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
// Keywords whose value is data, not schemas.
const DATA_KEYWORDS = new Set([
  "enum",
  "const",
  "default",
  "required",
  "discriminator",
  "example",
  "examples",
]);

/**
 * The schema with each of its subschemas replaced by `change(subschema)`, in whatever keyword it sits (items, oneOf,
 * each of its properties...); its data (enum, const, required, discriminator...) left as it is.
 */
export function withSubschemas(schema: Schema, change: (subschema: unknown) => unknown): Schema {
  const changed: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(keyword)) changed[keyword] = value;
    else if (SCHEMA_MAPS.has(keyword) && isSchemaObject(value))
      changed[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, change(sub)]));
    else changed[keyword] = Array.isArray(value) ? value.map(change) : change(value);
  }
  return changed;
}

export function isSchemaObject(value: unknown): value is Schema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

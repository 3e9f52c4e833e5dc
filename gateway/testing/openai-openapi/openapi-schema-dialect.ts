/**
 * An OpenAPI schema object as plain JSON Schema 2020-12: `$ref`s to `#/components/schemas/X` point at `$defsPath`X
 * instead, and OpenAI's `nullable: true` (an OpenAPI 3.0 keyword its 3.1 document still uses, which JSON Schema
 * ignores) admits null as it means to. Other keywords are kept: JSON Schema validators skip the ones they do not know.
 */
export function asJsonSchema(schema: unknown, defsPath: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => asJsonSchema(item, defsPath));
  if (!isObject(schema)) return schema;
  const converted: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === "nullable") continue;
    if (DATA_KEYWORDS.has(keyword)) converted[keyword] = value;
    else if (keyword === "$ref" && typeof value === "string")
      converted[keyword] = value.replace(OPENAPI_SCHEMAS, defsPath);
    else if (SCHEMA_MAPS.has(keyword) && isObject(value))
      converted[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, asJsonSchema(sub, defsPath)]),
      );
    else converted[keyword] = asJsonSchema(value, defsPath);
  }
  return schema.nullable === true ? admittingNull(converted) : converted;
}

const OPENAPI_SCHEMAS = "#/components/schemas/";
// Keywords whose value is a map from names to schemas: a property may well be called "nullable" or "$ref".
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);
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

function admittingNull(schema: Record<string, unknown>): Record<string, unknown> {
  const { type, enum: values } = schema;
  // Without a type of its own (a $ref, a oneOf...) the schema may only admit null beside itself.
  if (typeof type !== "string") return { anyOf: [{ type: "null" }, schema] };
  return {
    ...schema,
    type: [type, "null"],
    ...(Array.isArray(values) && !values.includes(null) ? { enum: [...values, null] } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

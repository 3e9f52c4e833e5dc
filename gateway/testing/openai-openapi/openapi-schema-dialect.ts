import { isSchemaObject, withSubschemas } from "../json-schema/subschemas.ts";

/**
 * An OpenAPI schema object as plain JSON Schema 2020-12: `$ref`s to `#/components/schemas/X` point at `$defsPath`X
 * instead, and OpenAI's `nullable: true` (an OpenAPI 3.0 keyword its 3.1 document still uses, which JSON Schema
 * ignores) admits null as it means to. Other keywords are kept: JSON Schema validators skip the ones they do not know.
 */
export function asJsonSchema(schema: unknown, defsPath: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => asJsonSchema(item, defsPath));
  if (!isSchemaObject(schema)) return schema;
  const { nullable, ...rest } = schema;
  const converted = withSubschemas(rest, (sub) => asJsonSchema(sub, defsPath));
  if (typeof converted.$ref === "string") converted.$ref = converted.$ref.replace(OPENAPI_SCHEMAS, defsPath);
  return nullable === true ? admittingNull(converted) : converted;
}

const OPENAPI_SCHEMAS = "#/components/schemas/";

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

import type { JsonSchema } from "../../core/api-document/openapi-document.ts";

/** The few JSON Schema shapes the API document is written with, so each schema reads like the answer it describes. */

const described = (schema: JsonSchema, description?: string): JsonSchema =>
  description ? { ...schema, description } : schema;

export const text = (description?: string): JsonSchema => described({ type: "string" }, description);
export const integer = (description?: string): JsonSchema => described({ type: "integer" }, description);
export const decimal = (description?: string): JsonSchema => described({ type: "number" }, description);
export const yesNo = (description?: string): JsonSchema => described({ type: "boolean" }, description);
export const dateTime = (description?: string): JsonSchema =>
  described({ type: "string", format: "date-time" }, description);
export const oneOf = (values: readonly string[], description?: string): JsonSchema =>
  described({ type: "string", enum: [...values] }, description);

/** The same schema, null allowed too (OpenAPI 3.1 spells it with a list of types). */
export function orNull(schema: JsonSchema): JsonSchema {
  if (schema.$ref) return { anyOf: [{ $ref: schema.$ref }, { type: "null" }] };
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return { ...schema, type: [...types, "null"] };
}

export const listOf = (items: JsonSchema, description?: string): JsonSchema =>
  described({ type: "array", items }, description);

/** A shared schema of the document's components, by its $id. */
export const ref = (id: string): JsonSchema => ({ $ref: `${id}#` });

/** An object whose every property is always sent, except those named optional. */
export function record(
  properties: Readonly<Record<string, JsonSchema>>,
  options: { readonly optional?: readonly string[]; readonly description?: string } = {},
): JsonSchema {
  const optional = new Set(options.optional ?? []);
  return described(
    {
      type: "object",
      properties,
      required: Object.keys(properties).filter((name) => !optional.has(name)),
    },
    options.description,
  );
}

/** A shared schema, named by its $id, for the document's components. */
export const component = (id: string, schema: JsonSchema): JsonSchema & { readonly $id: string } => ({
  $id: id,
  ...schema,
});

/** A field described in words only: its schema refuses no value, as the handler checks it and names it in its terms. */
export const inWords = (description: string): JsonSchema => ({ description });

/**
 * A body its handler checks itself (naming the field at fault as the client's own API does): any JSON object passes
 * the schema, which lists what is read.
 */
export const checkedByHandler = (
  properties: Readonly<Record<string, JsonSchema>>,
  description?: string,
): JsonSchema => described({ type: "object", properties, additionalProperties: true }, description);

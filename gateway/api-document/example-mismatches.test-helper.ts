import type { JsonSchema } from "../../core/api-document/openapi-document.ts";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const IS_TYPE: Record<string, (value: unknown) => boolean> = {
  null: (value) => value === null,
  string: (value) => typeof value === "string",
  boolean: (value) => typeof value === "boolean",
  number: (value) => typeof value === "number",
  integer: (value) => Number.isInteger(value),
  array: Array.isArray,
  object: isPlainObject,
};

/**
 * Where an example departs from its schema, one line each: a wrong type, a value off its enum, a required field
 * missing. Reads the keywords the document is written with ($ref to its components, anyOf, type, enum,
 * properties, required, items, additionalProperties); enough to keep the examples honest, not a validator.
 */
export function exampleMismatches(
  value: unknown,
  schema: JsonSchema,
  components: Readonly<Record<string, JsonSchema>>,
  at = "example",
): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const component = components[name];
    return component ? exampleMismatches(value, component, components, at) : [`${at}: no component ${name}`];
  }
  const anyOf = schema.anyOf as readonly JsonSchema[] | undefined;
  if (anyOf && !anyOf.some((member) => exampleMismatches(value, member, components, at).length === 0))
    return [`${at} matches none of its anyOf`];
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((type) => IS_TYPE[type]?.(value)))
    return [`${at} is not ${types.join(" or ")}`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at} is not one of ${schema.enum.join(", ")}`];
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.flatMap((item, index) => exampleMismatches(item, items, components, `${at}[${index}]`));
  }
  if (!isPlainObject(value)) return [];
  const missing = (schema.required ?? [])
    .filter((name) => !(name in value))
    .map((name) => `${at}.${name} is missing`);
  const additional = schema.additionalProperties as JsonSchema | undefined;
  const fields = Object.entries(value).flatMap(([name, field]) => {
    const fieldSchema = schema.properties?.[name] ?? (isPlainObject(additional) ? additional : undefined);
    return fieldSchema ? exampleMismatches(field, fieldSchema, components, `${at}.${name}`) : [];
  });
  return [...missing, ...fields];
}

import { isStringFormat, type StringFormat } from "./formatted-string.ts";
import { sameJson } from "./same-json.ts";
import {
  ARRAY_KEYWORDS,
  CONSTRAINT_KEYWORDS,
  NUMBER_KEYWORDS,
  OBJECT_KEYWORDS,
  type SchemaObject,
  STRING_KEYWORDS,
  TYPE_NAMES,
} from "./schema-keywords.ts";
import type { JsonTypeName } from "./schema-node.ts";
import { childPath } from "./schema-path.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

// Each reads a keyword of the schema at `at`, throwing UnsupportedSchema that names the keyword when it is malformed.

export function onlyConstraint(schema: SchemaObject, keyword: string, at: string): void {
  const others = Object.keys(schema).filter((key) => key !== keyword && CONSTRAINT_KEYWORDS.has(key));
  if (others.length > 0)
    throw new UnsupportedSchema(
      childPath(at, keyword),
      `beside ${others.join(", ")} is not supported by the simulated provider`,
    );
}

export function typesOf(schema: SchemaObject, at: string): readonly JsonTypeName[] | undefined {
  const type = schema.type;
  if (type === undefined) return undefined;
  const names = Array.isArray(type) ? type : [type];
  const valid = names.length > 0 && names.every((name) => (TYPE_NAMES as readonly unknown[]).includes(name));
  if (!valid)
    throw new UnsupportedSchema(childPath(at, "type"), `must name JSON types (${TYPE_NAMES.join(", ")})`);
  return names as JsonTypeName[];
}

// Without a `type`, any value fits the keywords that do not apply to it; the value is built as the type the
// keywords speak of, so they all count.
export function inferredTypes(schema: SchemaObject): readonly JsonTypeName[] {
  const has = (keywords: readonly string[]) => keywords.some((keyword) => schema[keyword] !== undefined);
  if (has(OBJECT_KEYWORDS)) return ["object"];
  if (has(ARRAY_KEYWORDS)) return ["array"];
  if (has(STRING_KEYWORDS)) return ["string"];
  if (has(NUMBER_KEYWORDS)) return ["number"];
  return TYPE_NAMES;
}

export function literalValues(schema: SchemaObject, at: string): readonly unknown[] {
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || schema.enum.length === 0))
    throw new UnsupportedSchema(childPath(at, "enum"), "must be a non-empty list");
  const listed = schema.enum as readonly unknown[] | undefined;
  if (schema.const === undefined) return listed ?? [];
  return listed === undefined || listed.some((value) => sameJson(value, schema.const)) ? [schema.const] : [];
}

export function formatOf(schema: SchemaObject, at: string): StringFormat | undefined {
  const format = schema.format;
  if (format === undefined) return undefined;
  if (typeof format !== "string" || !isStringFormat(format))
    throw new UnsupportedSchema(
      childPath(at, "format"),
      `${JSON.stringify(format)} is not supported by the simulated provider`,
    );
  return format;
}

export function requiredOf(schema: SchemaObject, at: string): readonly string[] {
  const required = schema.required;
  if (required === undefined) return [];
  if (!Array.isArray(required) || !required.every((name) => typeof name === "string"))
    throw new UnsupportedSchema(childPath(at, "required"), "must be a list of property names");
  return [...new Set(required as string[])];
}

export function countOf(
  schema: SchemaObject,
  keyword: string,
  at: string,
  limit = Infinity,
): number | undefined {
  const count = schema[keyword];
  if (count === undefined) return undefined;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0)
    throw new UnsupportedSchema(childPath(at, keyword), "must be a whole number, 0 or more");
  if (count > limit)
    throw new UnsupportedSchema(
      childPath(at, keyword),
      `is above the ${limit} the simulated provider writes`,
    );
  return count;
}

export function numberOf(schema: SchemaObject, keyword: string, at: string): number | undefined {
  const value = schema[keyword];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new UnsupportedSchema(childPath(at, keyword), "must be a number");
  return value;
}

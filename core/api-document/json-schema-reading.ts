import type { JsonSchema, OpenApiDocument } from "./openapi-document.ts";

/** How deep examples and field lists go: deep enough for any body the gateway takes, safe from odd schemas. */
const MAX_DEPTH = 6;
const COMPONENT_PREFIX = "#/components/schemas/";

/**
 * The schema a `$ref` names, found among the document's components by JSON pointer (`#/components/schemas/X`)
 * or by `$id` (`X#`); a schema without `$ref` as it is; null when the reference leads nowhere.
 */
export function resolvedSchema(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | null {
  let current = schema ?? null;
  for (let hops = 0; current?.$ref !== undefined && hops < MAX_DEPTH; hops++) {
    current = referenced(document, current.$ref);
  }
  return current?.$ref === undefined ? current : null;
}

function referenced(document: OpenApiDocument, ref: string): JsonSchema | null {
  const schemas = document.components?.schemas ?? {};
  const name = ref.startsWith(COMPONENT_PREFIX)
    ? decodeURIComponent(ref.slice(COMPONENT_PREFIX.length)).replace(/~1/g, "/").replace(/~0/g, "~")
    : ref.replace(/#$/, "");
  return (
    schemas[name] ??
    Object.values(schemas).find((candidate) => candidate.$id === name || candidate.$id === ref) ??
    null
  );
}

/** The schema's main type: the first that is not null, of a list of types. */
export function mainType(schema: JsonSchema): string | null {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((type) => type !== "null") ?? (schema.properties ? "object" : (types[0] ?? null));
}

/** The alternatives of a oneOf / anyOf, null left out; the schema itself when it has none. */
function firstAlternative(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const alternatives = (schema.oneOf ?? schema.anyOf) as readonly JsonSchema[] | undefined;
  if (!alternatives) return schema;
  const useful = alternatives
    .map((alternative) => resolvedSchema(document, alternative))
    .find((alternative) => alternative && mainType(alternative) !== "null");
  return useful ?? schema;
}

/** allOf's parts merged into one object schema (the way generators write inheritance). */
function merged(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const parts = schema.allOf as readonly JsonSchema[] | undefined;
  if (!parts) return schema;
  const resolved = parts.map((part) => resolvedSchema(document, part) ?? {});
  return Object.assign({}, schema, ...resolved, {
    allOf: undefined,
    properties: Object.assign({}, schema.properties, ...resolved.map((part) => part.properties)),
    required: [schema, ...resolved].flatMap((part) => part.required ?? []),
  });
}

/** The schema as one readable shape: reference followed, allOf merged, the first useful alternative taken. */
export function readableSchema(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | null {
  const resolved = resolvedSchema(document, schema);
  if (!resolved) return null;
  return firstAlternative(document, merged(document, resolved));
}

/**
 * A value that fits the schema, for examples: the schema's own example or default when it gives one, else one
 * built from its type: an object with its required properties and those the schema gives an example of.
 */
export function exampleOf(document: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): unknown {
  const readable = readableSchema(document, schema);
  if (!readable || depth > MAX_DEPTH) return null;
  const given = givenExample(readable);
  if (given !== undefined) return given;
  switch (mainType(readable)) {
    case "object": {
      // What a caller must send, and what the document gives an example of: a body a person can start from.
      const required = new Set(readable.required ?? Object.keys(readable.properties ?? {}));
      return Object.fromEntries(
        Object.entries(readable.properties ?? {})
          .filter(
            ([name, property]) => required.has(name) || hasOwnExample(readableSchema(document, property)),
          )
          .map(([name, property]) => [name, exampleOf(document, property, depth + 1)]),
      );
    }
    case "array":
      return readable.items ? [exampleOf(document, readable.items, depth + 1)] : [];
    case "integer":
    case "number":
      return readable.minimum ?? 0;
    case "boolean":
      return false;
    case "string":
      return stringExample(readable);
    default:
      return null;
  }
}

function hasOwnExample(schema: JsonSchema | null): boolean {
  return schema !== null && (schema.example !== undefined || schema.default !== undefined);
}

function givenExample(schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  const examples = schema.examples;
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  return schema.enum?.[0];
}

const STRING_EXAMPLES: Readonly<Record<string, string>> = {
  "date-time": "2025-01-31T09:30:00.000Z",
  date: "2025-01-31",
  email: "person@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  uuid: "00000000-0000-4000-8000-000000000000",
  /** A file sent in a form: the name of a file on the caller's disk. */
  binary: "document.pdf",
};

function stringExample(schema: JsonSchema): string {
  const known = schema.format ? STRING_EXAMPLES[schema.format] : undefined;
  if (known) return known;
  const minLength = schema.minLength ?? 0;
  // A text that must be long (a message) reads as one rather than as a type name.
  return minLength > "string".length ? "Example text".padEnd(minLength, ".") : "string";
}

/** One field of a body or answer, as a table of fields lists it: nested fields named with dots and `[]`. */
export interface SchemaField {
  /** e.g. `messages[].role` */
  readonly name: string;
  /** `string`, `integer`, `array`… with `format` when it has one: `string (date-time)`. */
  readonly type: string;
  readonly required: boolean;
  readonly nullable: boolean;
  readonly description: string | null;
  /** The values allowed, when the schema lists them. */
  readonly allowed: readonly string[];
  readonly minimum: number | null;
  readonly maximum: number | null;
  readonly minLength: number | null;
  readonly maxLength: number | null;
}

/** The fields of an object schema (or of a list's items), nested ones after their parent. */
export function schemaFields(document: OpenApiDocument, schema: JsonSchema | undefined): SchemaField[] {
  const readable = readableSchema(document, schema);
  if (!readable) return [];
  if (mainType(readable) === "array")
    return fieldsOf(document, readableSchema(document, readable.items), "[].", 0);
  return fieldsOf(document, readable, "", 0);
}

function fieldsOf(
  document: OpenApiDocument,
  schema: JsonSchema | null,
  prefix: string,
  depth: number,
): SchemaField[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const raw = resolvedSchema(document, property) ?? {};
    const readable = readableSchema(document, property) ?? {};
    const type = mainType(readable) ?? "any";
    const field: SchemaField = {
      name: `${prefix}${name}`,
      type: readable.format ? `${type} (${readable.format})` : type,
      required: required.has(name),
      nullable: allowsNull(raw),
      description: property.description ?? readable.description ?? null,
      allowed: (readable.enum ?? []).map((value) => String(value)),
      minimum: readable.minimum ?? null,
      maximum: readable.maximum ?? null,
      minLength: readable.minLength ?? null,
      maxLength: readable.maxLength ?? null,
    };
    const items = type === "array" ? readableSchema(document, readable.items) : null;
    const nested =
      type === "object"
        ? fieldsOf(document, readable, `${prefix}${name}.`, depth + 1)
        : items && mainType(items) === "object"
          ? fieldsOf(document, items, `${prefix}${name}[].`, depth + 1)
          : [];
    return [field, ...nested];
  });
}

function allowsNull(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const alternatives = (schema.oneOf ?? schema.anyOf ?? []) as readonly JsonSchema[];
  return types.includes("null") || alternatives.some((alternative) => alternative.type === "null");
}

import type { JsonTypeName } from "./schema-node.ts";

/** A schema as a client wrote it: an object of keywords. */
export type SchemaObject = Readonly<Record<string, unknown>>;

export const TYPE_NAMES: readonly JsonTypeName[] = [
  "string",
  "number",
  "integer",
  "boolean",
  "object",
  "array",
  "null",
];

/** Keywords that constrain values in ways the generator does not follow: accepting them would let invalid values out. */
export const UNSUPPORTED_KEYWORDS: ReadonlySet<string> = new Set(
  (
    "pattern patternProperties not oneOf if then else dependentRequired dependentSchemas dependencies " +
    "propertyNames minProperties maxProperties uniqueItems contains minContains maxContains prefixItems " +
    "additionalItems unevaluatedItems unevaluatedProperties $dynamicRef $recursiveRef"
  ).split(" "),
);

export const OBJECT_KEYWORDS = ["properties", "required", "additionalProperties"] as const;
export const ARRAY_KEYWORDS = ["items", "minItems", "maxItems"] as const;
export const STRING_KEYWORDS = ["minLength", "maxLength", "format"] as const;
export const NUMBER_KEYWORDS = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
] as const;

/** The keywords that constrain a value, as opposed to annotations (description, title, default, $defs…). */
export const CONSTRAINT_KEYWORDS: ReadonlySet<string> = new Set([
  "type",
  "enum",
  "const",
  "anyOf",
  "allOf",
  "$ref",
  ...OBJECT_KEYWORDS,
  ...ARRAY_KEYWORDS,
  ...STRING_KEYWORDS,
  ...NUMBER_KEYWORDS,
]);

export function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type Schema = Readonly<Record<string, unknown>>;

// Deep enough for any schema a test writes; a recursive one stops here with null.
const MAX_DEPTH = 8;

/**
 * A plain value that `schema` accepts (the first of each choice, every property filled in), as a model following
 * it would answer: what the mock upstream gives as a tool's arguments or as a structured output.
 */
export function schemaPlaceholder(schema: unknown, root: unknown = schema, depth = 0): unknown {
  if (!isObject(schema) || depth > MAX_DEPTH) return null;
  const next = (sub: unknown) => schemaPlaceholder(sub, root, depth + 1);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0] ?? null;
  if (typeof schema.$ref === "string") return next(resolved(schema.$ref, root));
  for (const choices of [schema.anyOf, schema.oneOf]) if (Array.isArray(choices)) return next(choices[0]);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map(next));
  switch (firstType(schema)) {
    case "object":
      return Object.fromEntries(
        Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([name, sub]) => [
          name,
          next(sub),
        ]),
      );
    case "array":
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => next(schema.items));
    case "string":
      return "mock";
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    default:
      return isObject(schema.properties) ? next({ ...schema, type: "object" }) : null;
  }
}

function firstType(schema: Schema): unknown {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

/** A local reference such as `#/$defs/address`, resolved against the root schema. */
function resolved(ref: string, root: unknown): unknown {
  if (!ref.startsWith("#/")) return null;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), root);
}

function isObject(value: unknown): value is Schema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

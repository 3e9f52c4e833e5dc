import { numberFits } from "./plausible-number.ts";
import type { JsonTypeName, TypedNode } from "./schema-node.ts";

/**
 * Whether a value listed in `enum` or `const` also meets the schema's other keywords, one level deep: its type,
 * bounds and lengths, an object's required and allowed names.
 */
export function literalFits(value: unknown, node: TypedNode, types: readonly JsonTypeName[]): boolean {
  const type = jsonTypeOf(value);
  if (
    type === null ||
    !types.some((allowed) => allowed === type || (allowed === "number" && type === "integer"))
  )
    return false;
  if (typeof value === "string") {
    const length = [...value].length;
    return (
      length >= node.string.minLength &&
      (node.string.maxLength === undefined || length <= node.string.maxLength)
    );
  }
  if (typeof value === "number") return numberFits(value, node.number, false);
  if (Array.isArray(value))
    return (
      value.length >= node.array.minItems &&
      (node.array.maxItems === undefined || value.length <= node.array.maxItems)
    );
  if (typeof value === "object" && value !== null) {
    const names = Object.keys(value);
    const { required, properties, additional } = node.object;
    return (
      required.every((name) => names.includes(name)) &&
      (additional !== null || names.every((name) => properties.has(name)))
    );
  }
  return true;
}

function jsonTypeOf(value: unknown): JsonTypeName | null {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  switch (typeof value) {
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "number":
      return Number.isInteger(value) ? "integer" : Number.isFinite(value) ? "number" : null;
    case "object":
      return "object";
    default:
      return null;
  }
}

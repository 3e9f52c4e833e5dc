import { isStringFormat } from "./formatted-string.ts";
import { literalFits } from "./literal-fits.ts";
import {
  countOf,
  formatOf,
  inferredTypes,
  literalValues,
  numberOf,
  onlyConstraint,
  requiredOf,
  typesOf,
} from "./schema-keyword-values.ts";
import {
  CONSTRAINT_KEYWORDS,
  isSchemaObject,
  type SchemaObject,
  TYPE_NAMES,
  UNSUPPORTED_KEYWORDS,
} from "./schema-keywords.ts";
import type { AnyNode, RefNode, SchemaNode, TypedNode } from "./schema-node.ts";
import { childPath } from "./schema-path.ts";
import { pointedSchema } from "./schema-pointer.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

/** The schema read into nodes, and every node it holds, definitions reached through `$ref` included. */
export interface ReadSchema {
  readonly root: SchemaNode;
  readonly nodes: readonly SchemaNode[];
}

const MAX_NESTING = 64;
const MAX_NODES = 20_000;
const MAX_STRING_LENGTH = 10_000;
const MAX_ITEMS = 1_000;

/**
 * Reads a JSON schema of the subset OpenAI's strict structured outputs accept, checking every keyword a value
 * must honour; throws UnsupportedSchema naming the first keyword it cannot honour or that is malformed.
 */
export function readSchema(schema: unknown, path: string): ReadSchema {
  const nodes: SchemaNode[] = [];
  const read = new Map<object, SchemaNode>();
  const unresolved: { readonly node: RefNode; readonly ref: string }[] = [];

  const added = <T extends SchemaNode>(node: T, from?: object): T => {
    if (nodes.length >= MAX_NODES)
      throw new UnsupportedSchema(
        path,
        `holds more than the ${MAX_NODES} schemas the simulated provider reads`,
      );
    nodes.push(node);
    if (from !== undefined) read.set(from, node);
    return node;
  };

  // What an absent `items` or `additionalProperties` allows; one node serves them all.
  const anything = added<AnyNode>({ kind: "any", path });

  const nodeOf = (value: unknown, at: string, nesting: number): SchemaNode => {
    if (nesting > MAX_NESTING)
      throw new UnsupportedSchema(
        at,
        `nests deeper than the ${MAX_NESTING} levels the simulated provider follows`,
      );
    if (value === true) return added({ kind: "any", path: at });
    if (value === false) return added({ kind: "never", path: at });
    if (!isSchemaObject(value))
      throw new UnsupportedSchema(at, "is not a JSON schema (an object or a boolean)");
    const known = read.get(value);
    if (known !== undefined) return known;
    for (const key of Object.keys(value))
      if (UNSUPPORTED_KEYWORDS.has(key) && !harmless(key, value))
        throw new UnsupportedSchema(childPath(at, key));
    if (value.$ref !== undefined) {
      onlyConstraint(value, "$ref", at);
      if (typeof value.$ref !== "string")
        throw new UnsupportedSchema(childPath(at, "$ref"), "must be a string");
      const node = added<RefNode>({ kind: "ref", path: at, target: { kind: "never", path: at } }, value);
      unresolved.push({ node, ref: value.$ref });
      return node;
    }
    if (value.allOf !== undefined) {
      onlyConstraint(value, "allOf", at);
      // A single-entry allOf is how pydantic wraps a $ref to give it a description; more would need merging.
      if (!Array.isArray(value.allOf) || value.allOf.length !== 1)
        throw new UnsupportedSchema(
          childPath(at, "allOf"),
          "with other than one schema is not supported by the simulated provider",
        );
      return nodeOf(value.allOf[0], childPath(childPath(at, "allOf"), 0), nesting + 1);
    }
    if (value.anyOf !== undefined) {
      onlyConstraint(value, "anyOf", at);
      const anyOfPath = childPath(at, "anyOf");
      if (!Array.isArray(value.anyOf) || value.anyOf.length === 0)
        throw new UnsupportedSchema(anyOfPath, "must be a non-empty list of schemas");
      const branches: SchemaNode[] = [];
      const node = added({ kind: "anyOf", path: at, branches }, value);
      for (const [index, branch] of value.anyOf.entries())
        branches.push(nodeOf(branch, childPath(anyOfPath, index), nesting + 1));
      return node;
    }
    const hasLiteral = value.enum !== undefined || value.const !== undefined;
    if (!hasLiteral && !Object.keys(value).some((key) => CONSTRAINT_KEYWORDS.has(key)))
      return added<AnyNode>({ kind: "any", path: at }, value);
    const typed = typedNode(value, at, nesting);
    if (!hasLiteral) return added(typed, value);
    const listed = literalValues(value, at);
    const types = typesOf(value, at) ?? TYPE_NAMES;
    const values = listed.filter((literal) => literalFits(literal, typed, types));
    if (values.length === 0)
      throw new UnsupportedSchema(
        childPath(at, value.const !== undefined ? "const" : "enum"),
        "has no value that also meets the schema's other keywords",
      );
    return added({ kind: "literal", path: at, values }, value);
  };

  const typedNode = (schema: SchemaObject, at: string, nesting: number): TypedNode => {
    const types = typesOf(schema, at) ?? inferredTypes(schema);
    const minLength = countOf(schema, "minLength", at, MAX_STRING_LENGTH) ?? 0;
    const maxLength = countOf(schema, "maxLength", at);
    if (maxLength !== undefined && minLength > maxLength)
      throw new UnsupportedSchema(childPath(at, "minLength"), "is above maxLength, so no string fits");
    const minItems = countOf(schema, "minItems", at, MAX_ITEMS) ?? 0;
    const maxItems = countOf(schema, "maxItems", at);
    if (maxItems !== undefined && minItems > maxItems)
      throw new UnsupportedSchema(childPath(at, "minItems"), "is above maxItems, so no list fits");
    const multipleOf = numberOf(schema, "multipleOf", at);
    if (multipleOf !== undefined && !(multipleOf > 0))
      throw new UnsupportedSchema(childPath(at, "multipleOf"), "must be greater than 0");
    const properties = new Map<string, SchemaNode>();
    const node: TypedNode = {
      kind: "typed",
      path: at,
      types,
      description: typeof schema.description === "string" ? schema.description : "",
      string: { minLength, maxLength, format: types.includes("string") ? formatOf(schema, at) : undefined },
      number: {
        minimum: numberOf(schema, "minimum", at),
        maximum: numberOf(schema, "maximum", at),
        exclusiveMinimum: numberOf(schema, "exclusiveMinimum", at),
        exclusiveMaximum: numberOf(schema, "exclusiveMaximum", at),
        multipleOf,
      },
      object: {
        properties,
        required: requiredOf(schema, at),
        additional: additionalOf(schema, at, nesting),
      },
      array: { items: itemsOf(schema, at, nesting), minItems, maxItems },
    };
    const propertiesPath = childPath(at, "properties");
    if (schema.properties !== undefined) {
      if (!isSchemaObject(schema.properties))
        throw new UnsupportedSchema(propertiesPath, "must be an object of schemas");
      for (const [name, property] of Object.entries(schema.properties))
        properties.set(name, nodeOf(property, childPath(propertiesPath, name), nesting + 1));
    }
    if (node.object.additional === null)
      for (const name of node.object.required)
        if (!properties.has(name))
          throw new UnsupportedSchema(
            childPath(at, "required"),
            `names "${name}", which additionalProperties: false forbids`,
          );
    return node;
  };

  const additionalOf = (schema: SchemaObject, at: string, nesting: number): SchemaNode | null => {
    const additional = schema.additionalProperties;
    if (additional === false) return null;
    if (additional === undefined || additional === true) return anything;
    return nodeOf(additional, childPath(at, "additionalProperties"), nesting + 1);
  };

  const itemsOf = (schema: SchemaObject, at: string, nesting: number): SchemaNode => {
    if (schema.items === undefined) return anything;
    if (Array.isArray(schema.items))
      throw new UnsupportedSchema(
        childPath(at, "items"),
        "as a list of schemas (a tuple) is not supported by the simulated provider",
      );
    return nodeOf(schema.items, childPath(at, "items"), nesting + 1);
  };

  const root = nodeOf(schema, path, 0);
  // Definitions are read when a $ref reaches them, from this queue rather than by recursion, so long chains of
  // references cannot exhaust the stack.
  for (const { node, ref } of unresolved) {
    const { target, targetPath } = pointedSchema(schema, path, ref, childPath(node.path, "$ref"));
    node.target = nodeOf(target, targetPath, 0);
  }
  return { root, nodes };
}

/**
 * An unsupported keyword that asks nothing more than what is followed anyway: `uniqueItems: false`, and a
 * `pattern` beside a format the generator writes (zod and pydantic add their own regex for emails, uuids and
 * dates; the generated value follows the format, and the client's regex is never run, so none can stall the
 * gateway).
 */
function harmless(key: string, schema: SchemaObject): boolean {
  if (key === "uniqueItems") return schema.uniqueItems === false;
  return key === "pattern" && typeof schema.format === "string" && isStringFormat(schema.format);
}

import { pickFrom } from "../text/seeded-random.ts";
import { type DepthOf, minimalDepths, typeDepth } from "./minimal-depths.ts";
import { plausibleNumber } from "./plausible-number.ts";
import { plausibleString } from "./plausible-string.ts";
import { readSchema } from "./read-schema.ts";
import type { JsonTypeName, SchemaNode, TypedNode } from "./schema-node.ts";
import { childPath } from "./schema-path.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

export interface JsonSchemaInstanceOptions {
  /** Where the request holds the schema, for error messages: "response_format.json_schema.schema". */
  readonly path?: string;
  /** A fitting text for a string property, by its name and description, or null to let plain words fill it. */
  readonly suggestString?: (propertyName: string, description: string) => string | null;
}

// Past this depth only what the schema requires is built, along its shortest way to a finished value.
const FREE_DEPTH = 12;
// Past this many values, optional properties and extra list entries are left out, so a wide schema stays small.
const GENEROUS_VALUES = 2_000;
// A schema whose shortest value is deeper than this is refused as too large.
const DEEPEST_SHORTEST = 200;
const MAX_DEPTH = FREE_DEPTH + DEEPEST_SHORTEST;
const MAX_VALUES = 20_000;
const MAX_CHARACTERS = 1_000_000;
const PLAIN_TEXT = { minLength: 0, maxLength: undefined, format: undefined } as const;

/**
 * A value valid against the schema (the subset of JSON Schema that OpenAI's strict structured outputs accept),
 * the same for the same draws of `random`: plain words for strings, small numbers, a few list entries. Throws
 * UnsupportedSchema naming the keyword's path when the schema asks for something it cannot honour.
 */
export function jsonSchemaInstance(
  schema: unknown,
  random: () => number,
  options: JsonSchemaInstanceOptions = {},
): unknown {
  const rootPath = options.path ?? "schema";
  const { root, nodes } = readSchema(schema, rootPath);
  const depthOf = minimalDepths(nodes, DEEPEST_SHORTEST);
  let values = 0;
  let characters = 0;

  const suggestion = (propertyName: string | null, description: string) =>
    propertyName === null ? null : (options.suggestString?.(propertyName, description) ?? null);

  const written = (text: string) => {
    characters += text.length;
    if (characters > MAX_CHARACTERS) throw tooLarge();
    return text;
  };
  const tooLarge = () =>
    new UnsupportedSchema(rootPath, "asks for a larger value than the simulated provider writes");

  const instanceOf = (node: SchemaNode, depth: number, propertyName: string | null): unknown => {
    if (node.kind === "never") throw new UnsupportedSchema(node.path, "accepts no value");
    if (!Number.isFinite(depthOf(node)))
      throw new UnsupportedSchema(
        node.path,
        `has no value within the ${DEEPEST_SHORTEST} levels the simulated provider writes: it recurses without end or nests too deeply`,
      );
    values++;
    if (depth > MAX_DEPTH || values > MAX_VALUES) throw tooLarge();
    const shortest = depth >= FREE_DEPTH;
    switch (node.kind) {
      case "any":
        return written(plausibleString(PLAIN_TEXT, random, suggestion(propertyName, "")) ?? "");
      case "literal":
        return structuredClone(pickFrom(node.values, random));
      case "ref":
        return instanceOf(node.target, depth + 1, propertyName);
      case "anyOf":
        return instanceOf(finishable(node.branches, depthOf, shortest, random), depth + 1, propertyName);
      case "typed":
        return typedValue(node, depth, propertyName, shortest);
    }
  };

  const typedValue = (
    node: TypedNode,
    depth: number,
    propertyName: string | null,
    shortest: boolean,
  ): unknown => {
    const type = chosenType(node, depthOf, shortest, random);
    const lean = shortest || values > GENEROUS_VALUES;
    switch (type) {
      case "null":
        return null;
      case "boolean":
        return random() < 0.5;
      case "integer":
      case "number": {
        const number = plausibleNumber(node.number, type === "integer", random);
        if (number === null)
          throw new UnsupportedSchema(node.path, "has no number that meets its bounds and multipleOf");
        return number;
      }
      case "string": {
        const text = plausibleString(node.string, random, suggestion(propertyName, node.description));
        if (text === null)
          throw new UnsupportedSchema(
            childPath(node.path, "format"),
            "has no string within minLength and maxLength",
          );
        return written(text);
      }
      case "array": {
        const { items, minItems, maxItems } = node.array;
        const room =
          lean || !Number.isFinite(depthOf(items)) ? 0 : Math.min((maxItems ?? Infinity) - minItems, 3);
        const length = minItems + Math.floor(random() * (room + 1));
        return Array.from({ length }, () => instanceOf(items, depth + 1, propertyName));
      }
      case "object": {
        const { properties, required, additional } = node.object;
        const value: Record<string, unknown> = {};
        // Defined rather than assigned, so a property called "__proto__" stays a property.
        const put = (name: string, property: SchemaNode) =>
          Object.defineProperty(value, name, {
            value: instanceOf(property, depth + 1, name),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        for (const [name, property] of properties) {
          const wanted = !lean && Number.isFinite(depthOf(property)) && random() < 0.6;
          if (required.includes(name) || wanted) put(name, property);
        }
        for (const name of required) if (!properties.has(name) && additional !== null) put(name, additional);
        return value;
      }
    }
  };

  return instanceOf(root, 0, null);
}

/** One of the options that can finish; past the free depth, one of those that finish soonest. */
function finishable(
  options: readonly SchemaNode[],
  depthOf: DepthOf,
  shortest: boolean,
  random: () => number,
): SchemaNode {
  const finite = options.filter((option) => Number.isFinite(depthOf(option)));
  const least = Math.min(...finite.map(depthOf));
  return pickFrom(shortest ? finite.filter((option) => depthOf(option) === least) : finite, random);
}

// A nullable value is mostly given, as a model would fill in what it knows.
const NULL_CHANCE = 0.2;

function chosenType(
  node: TypedNode,
  depthOf: DepthOf,
  shortest: boolean,
  random: () => number,
): JsonTypeName {
  const depths = node.types.map((type) => ({ type, depth: typeDepth(node, type, depthOf) }));
  const finite = depths.filter(({ depth }) => Number.isFinite(depth));
  const least = Math.min(...finite.map(({ depth }) => depth));
  if (shortest)
    return pickFrom(
      finite.filter(({ depth }) => depth === least),
      random,
    ).type;
  const given = finite.filter(({ type }) => type !== "null");
  if (given.length === 0 || (given.length < finite.length && random() < NULL_CHANCE)) return "null";
  return pickFrom(given, random).type;
}

import { pickFrom } from "../text/seeded-random.ts";

type Schema = Record<string, unknown>;

interface Drawing {
  readonly random: () => number;
  readonly definitionsKeyword: "$defs" | "definitions";
  readonly definitionNames: readonly string[];
  /** The definition being drawn: it may refer straight to later ones only, so every cycle has a way out. */
  readonly definitionIndex: number;
}

const MAX_DEPTH = 4;
const FORMATS = ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid", "uri"];
const WORDS = ["red", "green", "blue", "small", "large", "open", "closed", "draft"];

/**
 * A random JSON schema of the subset the simulated provider honours, with a value always possible: nesting,
 * anyOf, enums and consts, nullable type lists, formats, length, list and number bounds, multipleOf, and
 * definitions reached through $ref, some recursive (through a list, a null branch or the root itself).
 */
export function randomSchema(random: () => number): Schema {
  const definitionsKeyword = random() < 0.5 ? "$defs" : "definitions";
  const definitionNames = ["node", "entry", "part"].slice(0, whole(random, 0, 3));
  const drawing = (definitionIndex: number): Drawing => ({
    random,
    definitionsKeyword,
    definitionNames,
    definitionIndex,
  });
  const root = objectSchema(drawing(-1), 0);
  if (definitionNames.length > 0)
    root[definitionsKeyword] = Object.fromEntries(
      definitionNames.map((name, index) => [name, definitionSchema(drawing(index), name)]),
    );
  return root;
}

function definitionSchema(drawing: Drawing, name: string): Schema {
  const self = { $ref: `#/${drawing.definitionsKeyword}/${name}` };
  const { random } = drawing;
  switch (whole(random, 0, 3)) {
    case 0:
      return strictObject({
        label: { type: "string" },
        children: { type: "array", items: self, ...(random() < 0.5 ? { maxItems: 3 } : {}) },
      });
    case 1:
      return strictObject({ value: scalarSchema(drawing), next: { anyOf: [self, { type: "null" }] } });
    default:
      return anySchema(drawing, 1);
  }
}

function anySchema(drawing: Drawing, depth: number): Schema {
  const { random } = drawing;
  const nested = depth < MAX_DEPTH;
  const roll = random();
  const schema =
    nested && roll < 0.2
      ? objectSchema(drawing, depth)
      : nested && roll < 0.32
        ? arraySchema(drawing, depth)
        : nested && roll < 0.42
          ? { anyOf: Array.from({ length: whole(random, 2, 3) }, () => anySchema(drawing, depth + 1)) }
          : roll < 0.52 && drawing.definitionNames.length > 0
            ? refSchema(drawing)
            : roll < 0.54
              ? {}
              : scalarSchema(drawing);
  if (random() < 0.2) schema.description = `The ${pickFrom(WORDS, random)} part.`;
  return schema;
}

function objectSchema(drawing: Drawing, depth: number): Schema {
  const { random } = drawing;
  const names = ["name", "city", "count", "price", "tags", "owner", "status", "when", "note", "score"];
  const properties: Schema = {};
  for (let index = whole(random, 0, 5); index > 0; index--)
    properties[pickFrom(names, random)] = anySchema(drawing, depth + 1);
  if (depth === 0 && random() < 0.3) properties.parent = { anyOf: [{ $ref: "#" }, { type: "null" }] };
  const allRequired = random() < 0.6;
  const required = Object.keys(properties).filter(() => allRequired || random() < 0.5);
  return {
    type: "object",
    properties,
    required,
    ...(random() < 0.7 ? { additionalProperties: false } : {}),
  };
}

function arraySchema(drawing: Drawing, depth: number): Schema {
  const { random } = drawing;
  const minItems = whole(random, 0, 3);
  return {
    type: "array",
    items: anySchema(drawing, depth + 1),
    ...(random() < 0.5 ? { minItems } : {}),
    ...(random() < 0.5 ? { maxItems: minItems + whole(random, 0, 4) } : {}),
  };
}

function refSchema(drawing: Drawing): Schema {
  const { random, definitionNames, definitionsKeyword } = drawing;
  const later = definitionNames.slice(drawing.definitionIndex + 1);
  const refTo = (names: readonly string[]) => ({
    $ref: `#/${definitionsKeyword}/${pickFrom(names, random)}`,
  });
  // Only a list may lead back to this definition or an earlier one: a cycle that consumes no data would send a
  // validator round it forever.
  if (later.length === 0 || random() < 0.3)
    return { type: "array", items: refTo(definitionNames), maxItems: 2 };
  const ref = refTo(later);
  if (random() < 0.3) return { anyOf: [ref, { type: "null" }] };
  return random() < 0.3 ? { allOf: [ref], description: "Wrapped as pydantic does." } : ref;
}

function scalarSchema(drawing: Drawing): Schema {
  const { random } = drawing;
  switch (whole(random, 0, 8)) {
    case 0:
      return stringSchema(random);
    case 1:
      return { type: "string", format: pickFrom(FORMATS, random) };
    case 2:
      return integerSchema(random);
    case 3:
      return numberSchema(random);
    case 4:
      return { type: "boolean" };
    case 5: {
      const nullable = pickFrom([stringSchema(random), integerSchema(random), numberSchema(random)], random);
      return { ...nullable, type: [nullable.type, "null"] };
    }
    case 6:
      return random() < 0.5
        ? { type: "string", enum: WORDS.filter(() => random() < 0.5).concat("other") }
        : { enum: ["low", 2, null, true] };
    case 7:
      return { const: pickFrom(["fixed", 42, false, null], random) };
    default:
      return { type: "null" };
  }
}

function stringSchema(random: () => number): Schema {
  const minLength = whole(random, 0, 20);
  return {
    type: "string",
    ...(random() < 0.5 ? { minLength } : {}),
    ...(random() < 0.5 ? { maxLength: minLength + whole(random, 0, 15) } : {}),
  };
}

function integerSchema(random: () => number): Schema {
  const multipleOf = random() < 0.3 ? whole(random, 2, 7) : undefined;
  return { type: "integer", ...bounds(random, 0, multipleOf ?? 1), ...(multipleOf ? { multipleOf } : {}) };
}

function numberSchema(random: () => number): Schema {
  const multipleOf = random() < 0.4 ? pickFrom([0.5, 0.25, 0.1, 0.01, 2.5, 3], random) : undefined;
  return { type: "number", ...bounds(random, 2, multipleOf ?? 1), ...(multipleOf ? { multipleOf } : {}) };
}

// Bounds always leave room for several multiples, so a schema drawn here always has a value.
function bounds(random: () => number, decimals: number, step: number): Schema {
  const low = Number(((random() - 0.5) * 2000).toFixed(decimals));
  const high = Number((low + step * whole(random, 10, random() < 0.5 ? 12 : 400)).toFixed(decimals));
  const lowKeyword = random() < 0.5 ? "minimum" : "exclusiveMinimum";
  const highKeyword = random() < 0.5 ? "maximum" : "exclusiveMaximum";
  return {
    ...(random() < 0.6 ? { [lowKeyword]: low } : {}),
    ...(random() < 0.6 ? { [highKeyword]: high } : {}),
  };
}

function strictObject(properties: Schema): Schema {
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
}

function whole(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

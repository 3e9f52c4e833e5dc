import { isPlainObject } from "../anthropic-messages/plain-object.ts";
import { sameJson } from "../simulated-model/same-json.ts";
import { childPath } from "../simulated-model/schema-path.ts";
import { pointedSchema } from "../simulated-model/schema-pointer.ts";
import { stringFitsFormat } from "./string-format-check.ts";

/** The keyword an answer breaks; "false" is the schema `false`, which no value meets. */
export type SchemaRule =
  | "type"
  | "required"
  | "additionalProperties"
  | "enum"
  | "const"
  | "anyOf"
  | "minimum"
  | "maximum"
  | "exclusiveMinimum"
  | "exclusiveMaximum"
  | "multipleOf"
  | "minLength"
  | "maxLength"
  | "pattern"
  | "format"
  | "minItems"
  | "maxItems"
  | "uniqueItems"
  | "false";

/** One way the answer breaks the schema. */
export interface SchemaProblem {
  /** Where in the answer: "$", "$.city", "$.items[2].name". */
  readonly path: string;
  readonly rule: SchemaRule;
  /**
   * What the rule asks, as short machine text: the type ("number", "string|null"), the missing property
   * ("city"), the values allowed ("celsius|fahrenheit"), the bound ("0"), the format or pattern.
   */
  readonly expected: string;
}

export type StructuredAnswerCheck =
  | { readonly kind: "valid" }
  | { readonly kind: "notJson" }
  | { readonly kind: "invalid"; readonly problems: readonly SchemaProblem[] };

const MAX_PROBLEMS = 20;
// Deeper than this the answer is left unchecked: no schema OpenAI accepts nests so far, and the walk must not
// exhaust the stack on a pathological answer.
const MAX_DEPTH = 256;
// A schema whose anyOf branches refer to one another can ask for exponentially many checks; past this budget the
// rest of the answer is left unchecked rather than freeze the page.
const MAX_STEPS = 200_000;

/**
 * Whether a reply that claims to follow a JSON schema does: the problems in the order the answer holds them, at
 * most 20. Written by hand for the subset of JSON Schema OpenAI's structured outputs accept (type lists and
 * integer, properties, required, additionalProperties, items, enum, const, anyOf, allOf, $ref inside the schema
 * and recursion, string patterns and formats, number, length and list bounds): the dashboard's content security
 * policy forbids the code generation a general validator uses. What the schema itself gets wrong (a pattern that
 * is no regular expression, a $ref to nothing) is left to the schema editor and skipped here.
 */
export function checkStructuredAnswer(content: string, schema: unknown): StructuredAnswerCheck {
  let answer: unknown;
  try {
    answer = JSON.parse(content);
  } catch {
    return { kind: "notJson" };
  }
  const problems = schemaProblems(answer, schema, MAX_PROBLEMS);
  return problems.length === 0 ? { kind: "valid" } : { kind: "invalid", problems };
}

function schemaProblems(answer: unknown, root: unknown, limit: number): SchemaProblem[] {
  let steps = 0;
  const patterns = new Map<string, RegExp | null>();

  const patternOf = (source: string): RegExp | null => {
    if (!patterns.has(source)) {
      try {
        patterns.set(source, new RegExp(source, "u"));
      } catch {
        patterns.set(source, null);
      }
    }
    return patterns.get(source) ?? null;
  };

  /**
   * Adds the problems of `value` against `schema` to `found`, up to `max`. `visiting` holds the schemas already
   * applied to this very value on the way here, so a $ref that leads back to one of them adds nothing new.
   */
  const check = (
    value: unknown,
    schema: unknown,
    path: string,
    depth: number,
    visiting: ReadonlySet<object>,
    found: SchemaProblem[],
    max: number,
  ): void => {
    steps += 1;
    if (found.length >= max || depth > MAX_DEPTH || steps > MAX_STEPS) return;
    if (schema === false) {
      found.push({ path, rule: "false", expected: "nothing" });
      return;
    }
    if (!isPlainObject(schema) || visiting.has(schema)) return;
    const here = new Set(visiting).add(schema);
    const add = (rule: SchemaRule, expected: string) => {
      if (found.length < max) found.push({ path, rule, expected });
    };
    const same = (subschema: unknown) => check(value, subschema, path, depth + 1, here, found, max);

    if (typeof schema.$ref === "string") {
      const target = targetOf(root, schema.$ref);
      if (target !== undefined) same(target);
    }
    if (Array.isArray(schema.allOf)) for (const subschema of schema.allOf) same(subschema);
    if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0) {
      const branches = schema.anyOf.map((branch) => {
        const branchFound: SchemaProblem[] = [];
        check(value, branch, path, depth + 1, here, branchFound, max);
        return branchFound;
      });
      if (!branches.some((problems) => problems.length === 0)) {
        // When one branch alone is of the answer's type, what it misses says more than "none of them".
        const ofItsType = branches.filter(
          (problems) => !problems.some((problem) => problem.path === path && problem.rule === "type"),
        );
        const [only] = ofItsType;
        if (ofItsType.length === 1 && only !== undefined) found.push(...only.slice(0, max - found.length));
        else add("anyOf", schema.anyOf.map(branchLabel).join("|"));
      }
    }

    const types = typeNames(schema.type);
    if (types !== null && !types.some((type) => isOfType(value, type))) {
      add("type", types.join("|"));
      return;
    }
    if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => sameJson(allowed, value)))
      add("enum", schema.enum.map(literalText).join("|"));
    if (Object.hasOwn(schema, "const") && !sameJson(schema.const, value))
      add("const", literalText(schema.const));

    if (typeof value === "string") {
      const length = [...value].length;
      if (isCount(schema.minLength) && length < schema.minLength) add("minLength", String(schema.minLength));
      if (isCount(schema.maxLength) && length > schema.maxLength) add("maxLength", String(schema.maxLength));
      if (typeof schema.pattern === "string" && patternOf(schema.pattern)?.test(value) === false)
        add("pattern", schema.pattern);
      if (typeof schema.format === "string" && stringFitsFormat(value, schema.format) === false)
        add("format", schema.format);
    } else if (typeof value === "number") {
      const bound = (rule: SchemaRule, fits: (limit: number) => boolean) => {
        const limit = schema[rule];
        if (typeof limit === "number" && !fits(limit)) add(rule, String(limit));
      };
      bound("minimum", (limit) => value >= limit);
      bound("maximum", (limit) => value <= limit);
      bound("exclusiveMinimum", (limit) => value > limit);
      bound("exclusiveMaximum", (limit) => value < limit);
      // As validators compute it: 0.3 is no multiple of 0.1 to them, since 0.3 / 0.1 = 2.9999…
      bound("multipleOf", (limit) => limit <= 0 || Number.isInteger(value / limit));
    } else if (Array.isArray(value)) {
      if (isCount(schema.minItems) && value.length < schema.minItems)
        add("minItems", String(schema.minItems));
      if (isCount(schema.maxItems) && value.length > schema.maxItems)
        add("maxItems", String(schema.maxItems));
      if (schema.uniqueItems === true && hasDuplicate(value)) add("uniqueItems", "true");
      if (schema.items !== undefined && !Array.isArray(schema.items))
        value.forEach((item, index) => {
          check(item, schema.items, childPath(path, index), depth + 1, new Set(), found, max);
        });
    } else if (isPlainObject(value)) {
      if (Array.isArray(schema.required))
        for (const name of schema.required)
          if (typeof name === "string" && !Object.hasOwn(value, name)) add("required", name);
      const properties = isPlainObject(schema.properties) ? schema.properties : {};
      for (const [name, property] of Object.entries(value)) {
        const at = childPath(path, name);
        if (Object.hasOwn(properties, name))
          check(property, properties[name], at, depth + 1, new Set(), found, max);
        else if (schema.additionalProperties === false) {
          if (found.length < max) found.push({ path: at, rule: "additionalProperties", expected: "false" });
        } else if (schema.additionalProperties !== undefined)
          check(property, schema.additionalProperties, at, depth + 1, new Set(), found, max);
      }
    }
  };

  const found: SchemaProblem[] = [];
  check(answer, root, "$", 0, new Set(), found, limit);
  return found;
}

/** The schema a reference inside the schema points to; undefined when it points outside or to nothing. */
function targetOf(root: unknown, ref: string): unknown {
  try {
    return pointedSchema(root, "", ref, "").target;
  } catch {
    return undefined;
  }
}

function typeNames(type: unknown): string[] | null {
  if (typeof type === "string") return [type];
  if (Array.isArray(type) && type.every((name) => typeof name === "string")) return type;
  return null;
}

function isOfType(value: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "integer":
      return Number.isInteger(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return isPlainObject(value);
    default:
      // A type JSON Schema does not have is the schema's mistake, not the answer's.
      return true;
  }
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function hasDuplicate(list: readonly unknown[]): boolean {
  return list.some((item, index) => list.slice(index + 1).some((other) => sameJson(item, other)));
}

/** A listed value as the problem states it: a string as it is, anything else as JSON. */
function literalText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A branch of anyOf in a word: its type, the definition it refers to, or the values it lists. */
function branchLabel(branch: unknown): string {
  if (!isPlainObject(branch)) return String(branch);
  const types = typeNames(branch.type);
  if (types !== null) return types.join("|");
  if (typeof branch.$ref === "string") return branch.$ref.split("/").at(-1) || branch.$ref;
  if (Object.hasOwn(branch, "const")) return literalText(branch.const);
  if (Array.isArray(branch.enum)) return branch.enum.map(literalText).join("|");
  return "schema";
}

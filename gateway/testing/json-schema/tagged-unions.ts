import type { NamedSchemas } from "./schema-errors.ts";
import { isSchemaObject as isObject, withSubschemas } from "./subschemas.ts";

type Schema = Record<string, unknown>;

const DEFS = "#/$defs/";
// Deep enough for any chain of references and allOf in a published document; a loop stops here.
const MAX_DEPTH = 8;

/**
 * The schemas with each union whose branches all require a tag of their own (OpenAPI's `discriminator`, or the
 * property `inferredTag` where a union names none) written as Ajv validates a tagged union: a oneOf with a
 * discriminator, each branch stating its tag values where Ajv looks for them (its own properties). Ajv then checks
 * the one branch the tag names and reports that branch's errors only, instead of every branch's. A discriminator
 * whose branches the tag cannot tell apart (a branch without the tag, or where it is optional) is left out: its
 * oneOf or anyOf then validates as JSON Schema says, no less strictly.
 */
export function withTaggedUnions(schemas: NamedSchemas, inferredTag?: string): Record<string, unknown> {
  const tagged = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(tagged);
    if (!isObject(schema)) return schema;
    return asTaggedUnion(withSubschemas(schema, tagged), schemas, inferredTag);
  };
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, tagged(schema)]));
}

function asTaggedUnion(union: Schema, schemas: NamedSchemas, inferredTag: string | undefined): Schema {
  const { oneOf, anyOf, discriminator, ...rest } = union;
  const named = isObject(discriminator) ? discriminator.propertyName : undefined;
  const tag = typeof named === "string" ? named : inferredTag;
  const branches = oneOf ?? anyOf;
  if (tag === undefined) return union;
  const untagged = discriminator === undefined ? union : withoutKey(union, "discriminator");
  if (!Array.isArray(branches)) return untagged;
  const requiredByUnion = isRequired(union, tag);
  const values = branches.map((branch) => tagValues(branch, tag, schemas, requiredByUnion));
  const all = values.flat();
  if (values.some((own) => own.length === 0) || new Set(all).size !== all.length) return untagged;
  return {
    ...rest,
    ...(oneOf && anyOf ? { anyOf } : {}),
    oneOf: branches.map((branch, index) =>
      tagsItself(branch, tag, schemas, requiredByUnion)
        ? branch
        : { allOf: [branch], properties: { [tag]: { enum: values[index] } }, required: [tag] },
    ),
    discriminator: { propertyName: tag },
  };
}

/** The string values a branch allows its tag, read in it, in what it refers to and in its allOf; none if it may lack it. */
function tagValues(branch: unknown, tag: string, schemas: NamedSchemas, requiredByUnion: boolean): string[] {
  const parts = partsOf(branch, schemas);
  const defining = parts.find((part) => isObject(part.properties) && tag in part.properties);
  const values = defining && allowedStrings((defining.properties as Schema)[tag]);
  const required = requiredByUnion || parts.some((part) => isRequired(part, tag));
  return values && required ? values : [];
}

/** A schema, the schemas it refers to and its allOf members, theirs in turn: all that any value of it must match. */
function partsOf(schema: unknown, schemas: NamedSchemas, depth = 0): Schema[] {
  if (!isObject(schema) || depth > MAX_DEPTH) return [];
  const members = Array.isArray(schema.allOf) ? schema.allOf : [];
  return [
    schema,
    ...partsOf(referenced(schema, schemas), schemas, depth + 1),
    ...members.flatMap((member) => partsOf(member, schemas, depth + 1)),
  ];
}

/**
 * Whether Ajv finds the branch's tag where it looks: in the branch's own properties, or in those of the schema it
 * only refers to; and finds it required there or by the union.
 */
function tagsItself(branch: unknown, tag: string, schemas: NamedSchemas, requiredByUnion: boolean): boolean {
  if (!isObject(branch)) return false;
  const target = Object.keys(branch).length === 1 ? (referenced(branch, schemas) ?? branch) : branch;
  return (
    isObject(target.properties) &&
    allowedStrings(target.properties[tag]) !== null &&
    (requiredByUnion || isRequired(target, tag))
  );
}

function allowedStrings(schema: unknown): string[] | null {
  if (!isObject(schema)) return null;
  if (typeof schema.const === "string") return [schema.const];
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === "string"))
    return schema.enum;
  return null;
}

function referenced(schema: Schema, schemas: NamedSchemas): Schema | undefined {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith(DEFS)) return undefined;
  const target = schemas[ref.slice(DEFS.length)];
  return isObject(target) ? target : undefined;
}

function isRequired(schema: Schema, tag: string): boolean {
  return Array.isArray(schema.required) && schema.required.includes(tag);
}

function withoutKey(schema: Schema, key: string): Schema {
  const { [key]: _left, ...kept } = schema;
  return kept;
}

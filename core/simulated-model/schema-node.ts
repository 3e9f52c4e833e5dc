import type { StringFormat } from "./formatted-string.ts";

/** The JSON types a schema's `type` can name. */
export type JsonTypeName = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/** A schema read once into what generating a value needs; `path` is where the request holds it. */
export type SchemaNode = AnyNode | NeverNode | RefNode | AnyOfNode | LiteralNode | TypedNode;

interface NodeAt {
  readonly path: string;
}

/** `true` or `{}`: every value fits. */
export interface AnyNode extends NodeAt {
  readonly kind: "any";
}

/** `false`: no value fits. */
export interface NeverNode extends NodeAt {
  readonly kind: "never";
}

export interface RefNode extends NodeAt {
  readonly kind: "ref";
  /** Filled once the whole schema is read, since a definition may refer back to where it is used. */
  target: SchemaNode;
}

export interface AnyOfNode extends NodeAt {
  readonly kind: "anyOf";
  readonly branches: readonly SchemaNode[];
}

/** `enum` or `const`: the values listed that also meet the schema's other keywords. */
export interface LiteralNode extends NodeAt {
  readonly kind: "literal";
  readonly values: readonly unknown[];
}

export interface StringRules {
  readonly minLength: number;
  readonly maxLength: number | undefined;
  readonly format: StringFormat | undefined;
}

export interface NumberRules {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
}

export interface ObjectRules {
  readonly properties: ReadonlyMap<string, SchemaNode>;
  readonly required: readonly string[];
  /** What a required name missing from `properties` must hold; null when `additionalProperties` is false. */
  readonly additional: SchemaNode | null;
}

export interface ArrayRules {
  readonly items: SchemaNode;
  readonly minItems: number;
  readonly maxItems: number | undefined;
}

export interface TypedNode extends NodeAt {
  readonly kind: "typed";
  readonly types: readonly JsonTypeName[];
  /** The schema's description, which hints at what a string should say. */
  readonly description: string;
  readonly string: StringRules;
  readonly number: NumberRules;
  readonly object: ObjectRules;
  readonly array: ArrayRules;
}

import Ajv2020, { type ErrorObject } from "ajv/dist/2020.js";

/** Named JSON Schemas (2020-12) that refer to each other as `#/$defs/<name>`. */
export type NamedSchemas = Readonly<Record<string, unknown>>;

/**
 * A validator of values against one set of named schemas, compiled on its first use: why `value` does not match the
 * schema `schemaName`, one readable message per problem, each starting with the path of the part at fault
 * (`/choices/0/message`); empty when it matches.
 */
export function schemaErrorsAgainst<Name extends string>(
  setName: string,
  loadSchemas: () => NamedSchemas,
): (schemaName: Name, value: unknown) => string[] {
  let added = false;
  return (schemaName, value) => {
    if (!added) {
      sharedAjv().addSchema({ $id: setName, $defs: loadSchemas() });
      added = true;
    }
    const validate = sharedAjv().getSchema(`${setName}#/$defs/${schemaName}`);
    if (!validate) throw new Error(`${setName} has no schema ${schemaName}`);
    if (validate(value)) return [];
    return [...new Set((validate.errors ?? []).map(readable))];
  };
}

let ajv: Ajv2020 | undefined;

function sharedAjv(): Ajv2020 {
  // strict off: published schemas carry keywords of their own (x-stainless-const, x-oaiTypeLabel, deprecated...).
  ajv ??= new Ajv2020({ strict: false, allErrors: true, discriminator: true, formats: OPENAPI_FORMATS });
  return ajv;
}

// The formats OpenAI's schemas name. "unixtime" and "float" only restate the type; Ajv knows none of them unaided.
const OPENAPI_FORMATS = {
  unixtime: true,
  float: true,
  date: /^\d{4}-\d{2}-\d{2}$/,
  uri: /^[a-z][a-z0-9+.-]*:\S+$/i,
} as const;

function readable(error: ErrorObject): string {
  const where = error.instancePath || "/";
  const { params } = error;
  if (error.keyword === "additionalProperties")
    return `${where} has the unexpected property "${params.additionalProperty}"`;
  if (error.keyword === "enum") return `${where} ${error.message}: ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === "discriminator" && params.error === "mapping")
    return `${where} has ${params.tag} ${JSON.stringify(params.tagValue)}, which is none of the schema's choices`;
  return `${where} ${error.message}`;
}

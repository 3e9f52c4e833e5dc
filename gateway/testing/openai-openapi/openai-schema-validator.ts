import Ajv2020, { type ErrorObject } from "ajv/dist/2020.js";
import type { OpenAiSchemaName } from "./openai-schema-names.ts";
import { readOpenAiSchemas } from "./openai-schemas.ts";
import { asJsonSchema } from "./openapi-schema-dialect.ts";

const DOCUMENT_ID = "openai-openapi";

/**
 * Why `value` does not match the schema `schemaName` of OpenAI's OpenAPI document, one readable message per problem,
 * each starting with the path of the part at fault (`/choices/0/message`); empty when it matches.
 */
export function openAiSchemaErrors(schemaName: OpenAiSchemaName, value: unknown): string[] {
  const validate = validator().getSchema(`${DOCUMENT_ID}#/$defs/${schemaName}`);
  if (!validate) throw new Error(`openai-schemas.json has no schema ${schemaName}`);
  if (validate(value)) return [];
  return [...new Set((validate.errors ?? []).map(readable))];
}

let ajv: Ajv2020 | undefined;

function validator(): Ajv2020 {
  if (ajv) return ajv;
  // strict off: OpenAI's schemas carry keywords of their own (x-stainless-const, x-oaiTypeLabel, deprecated...).
  ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: true, formats: OPENAPI_FORMATS });
  const { schemas } = readOpenAiSchemas();
  const defs = Object.entries(schemas).map(([name, schema]) => [name, asJsonSchema(schema, "#/$defs/")]);
  ajv.addSchema({ $id: DOCUMENT_ID, $defs: Object.fromEntries(defs) });
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

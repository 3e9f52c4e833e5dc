import { schemaErrorsAgainst } from "../json-schema/schema-errors.ts";
import { withTaggedUnions } from "../json-schema/tagged-unions.ts";
import { correctedOpenAiSchemas } from "./openai-schema-corrections.ts";
import type { OpenAiSchemaName } from "./openai-schema-names.ts";
import { readOpenAiSchemas } from "./openai-schemas.ts";
import { asJsonSchema } from "./openapi-schema-dialect.ts";

const errors = schemaErrorsAgainst<OpenAiSchemaName>("openai-openapi", () => {
  const corrected = correctedOpenAiSchemas(readOpenAiSchemas().schemas);
  const defs = Object.entries(corrected).map(([name, schema]) => [name, asJsonSchema(schema, "#/$defs/")]);
  return withTaggedUnions(Object.fromEntries(defs));
});

/**
 * Why `value` does not match the schema `schemaName` of OpenAI's OpenAPI document, one readable message per problem,
 * each starting with the path of the part at fault (`/choices/0/message`); empty when it matches.
 */
export function openAiSchemaErrors(schemaName: OpenAiSchemaName, value: unknown): string[] {
  return errors(schemaName, value);
}

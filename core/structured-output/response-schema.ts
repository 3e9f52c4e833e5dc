import { isPlainObject } from "../anthropic-messages/plain-object.ts";
import { isFunctionName } from "../chat-completions/function-name.ts";
import type { StructuredOutputFormat } from "../chat-completions/function-tool.ts";

export type ResponseSchemaProblem = "notJson" | "notObject" | "rootNotObjectType" | "nameInvalid";

export const DEFAULT_RESPONSE_SCHEMA_NAME = "answer";

/** What the schema editor starts with: a city's weather report. */
export const RESPONSE_SCHEMA_TEMPLATE: string = JSON.stringify(
  {
    type: "object",
    properties: {
      city: { type: "string", description: "The city the report is about" },
      temperature_c: { type: "number", description: "The temperature in degrees Celsius" },
      conditions: { type: "string", enum: ["sunny", "cloudy", "rainy", "snowy", "foggy", "stormy"] },
    },
    required: ["city", "temperature_c", "conditions"],
    additionalProperties: false,
  },
  null,
  2,
);

/**
 * The structured output a person asked for in the schema editor: a strict schema of that name, or the first
 * problem with the text, then with the name. OpenAI requires the root of the schema to be an object schema whose
 * type is "object".
 */
export function readResponseSchema(
  name: string,
  text: string,
): { readonly format: StructuredOutputFormat } | { readonly problem: ResponseSchemaProblem } {
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch {
    return { problem: "notJson" };
  }
  if (!isPlainObject(schema)) return { problem: "notObject" };
  if (schema.type !== "object") return { problem: "rootNotObjectType" };
  if (!isFunctionName(name)) return { problem: "nameInvalid" };
  return { format: { name, schema, strict: true } };
}

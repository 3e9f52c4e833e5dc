import { fnv1aHash } from "../text/fnv1a-hash.ts";
import { pickFrom, seededRandom } from "../text/seeded-random.ts";
import { jsonSchemaInstance } from "./json-schema-instance.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

/** OpenAI's chat completions `response_format`, as the simulated model reads it. */
export type ResponseFormat =
  | { readonly type: "text" }
  | { readonly type: "json_object" }
  | {
      readonly type: "json_schema";
      readonly json_schema: {
        readonly name: string;
        readonly description?: string;
        /** Absent, the answer is any JSON object. */
        readonly schema?: unknown;
        readonly strict?: boolean | null;
      };
    };

const JSON_ANSWERS = [
  "This is a simulated JSON answer: no model was called.",
  "Simulated provider: this JSON stands in for a model's answer.",
  "No model was called; the simulated provider wrote this JSON.",
];

/**
 * The JSON text the simulated model answers with for the request's `response_format` (as the client sent it),
 * the same for the same seed text (the conversation): for `json_object`, or a `json_schema` without a schema, a
 * small object saying it is simulated; for `json_schema` a value valid against the schema. Null for text answers.
 * Throws UnsupportedSchema, at `response_format…`, for a format or schema it cannot honour.
 */
export function simulatedStructuredOutput(responseFormat: unknown, seedText: string): string | null {
  if (responseFormat === null || responseFormat === undefined) return null;
  const { type, json_schema: jsonSchema } = responseFormat as {
    type?: unknown;
    json_schema?: { schema?: unknown };
  };
  if (type === "text") return null;
  if (type !== "json_object" && type !== "json_schema")
    throw new UnsupportedSchema(
      "response_format.type",
      `${JSON.stringify(type)} is not supported by the simulated provider`,
    );
  if (type === "json_schema" && (typeof jsonSchema !== "object" || jsonSchema === null))
    throw new UnsupportedSchema(
      "response_format.json_schema",
      "must be an object with the schema's name and schema",
    );
  const random = seededRandom(fnv1aHash(seedText));
  if (type === "json_object" || jsonSchema?.schema === undefined)
    return JSON.stringify({ simulated: true, answer: pickFrom(JSON_ANSWERS, random) });
  const value = jsonSchemaInstance(jsonSchema.schema, random, { path: "response_format.json_schema.schema" });
  return JSON.stringify(value);
}

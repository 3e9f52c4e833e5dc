import type { StoredStructuredOutput } from "../../core/chat-completions/stored-playground.ts";
import {
  DEFAULT_RESPONSE_SCHEMA_NAME,
  RESPONSE_SCHEMA_TEMPLATE,
  readResponseSchema,
} from "../../core/structured-output/response-schema.ts";
import type { StructuredOutputSetup } from "./playground.state.ts";

/** Off, with the template to start from, until the person writes a schema of their own. */
const STARTING_POINT: StoredStructuredOutput = {
  enabled: false,
  name: DEFAULT_RESPONSE_SCHEMA_NAME,
  schema: RESPONSE_SCHEMA_TEMPLATE,
};

/** The structured-output setup as it reads: the format to send, or the problem with the schema or its name. */
export function structuredOutputSetup(written: StoredStructuredOutput | null): StructuredOutputSetup {
  const { enabled, name, schema } = written ?? STARTING_POINT;
  const read = readResponseSchema(name, schema);
  return "problem" in read
    ? { enabled, name, schema, format: null, problem: read.problem }
    : { enabled, name, schema, format: read.format, problem: null };
}

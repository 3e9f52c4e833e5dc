import { schemaErrorsAgainst } from "../json-schema/schema-errors.ts";
import { withTaggedUnions } from "../json-schema/tagged-unions.ts";
import type { AnthropicSchemaName } from "./anthropic-schema-names.ts";
import { readAnthropicSchemas } from "./anthropic-schemas.ts";

// Anthropic tags every kind of block, event and delta with `type`; the SDK's types do not say it is the tag.
const TAG = "type";

const errors = schemaErrorsAgainst<AnthropicSchemaName>("anthropic-sdk", () =>
  withTaggedUnions(readAnthropicSchemas().schemas, TAG),
);

/**
 * Why `value` does not match the type `schemaName` of Anthropic's TypeScript SDK (anthropic-schemas.json), one
 * readable message per problem, each starting with the path of the part at fault (`/content/0`); empty when it
 * matches. The SDK speaks the API version it sends as `anthropic-version` (2026-10-21 for SDK 1.17): a request made
 * under 2023-06-01 may still carry `temperature`, `top_p` and `top_k`, which that version took and this refuses.
 * The SDK's answer types make every field required, the nullable ones too: a real answer may leave some out.
 */
export function anthropicSchemaErrors(schemaName: AnthropicSchemaName, value: unknown): string[] {
  return errors(schemaName, value);
}

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** What extract-anthropic-schemas.ts writes: JSON Schemas generated from the types of Anthropic's TypeScript SDK. */
export interface AnthropicSchemas {
  readonly source: {
    readonly package: string;
    readonly version: string;
    readonly files: readonly string[];
    readonly generator: string;
    readonly licence: string;
  };
  /** JSON Schemas (2020-12) by the name of the SDK's type, referring to each other as `#/$defs/<name>`. */
  readonly schemas: Readonly<Record<string, unknown>>;
}

export const ANTHROPIC_SCHEMAS_PATH = fileURLToPath(new URL("./anthropic-schemas.json", import.meta.url));

export function readAnthropicSchemas(): AnthropicSchemas {
  return JSON.parse(readFileSync(ANTHROPIC_SCHEMAS_PATH, "utf8")) as AnthropicSchemas;
}

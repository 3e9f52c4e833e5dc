import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The extract of OpenAI's OpenAPI document that extract-openai-schemas.ts writes. */
export interface OpenAiSchemas {
  readonly source: {
    readonly repository: string;
    readonly file: string;
    readonly commit: string;
    readonly licence: string;
  };
  /** OpenAPI schema objects by their name in components/schemas, referring to each other as OpenAPI does. */
  readonly schemas: Readonly<Record<string, unknown>>;
}

export const OPENAI_SCHEMAS_PATH = fileURLToPath(new URL("./openai-schemas.json", import.meta.url));

export function readOpenAiSchemas(): OpenAiSchemas {
  return JSON.parse(readFileSync(OPENAI_SCHEMAS_PATH, "utf8")) as OpenAiSchemas;
}

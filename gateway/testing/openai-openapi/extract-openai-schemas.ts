// Writes openai-schemas.json: the schemas named in openai-schema-names.ts and every schema they reference, taken
// from OpenAI's OpenAPI document (https://github.com/openai/openai-openapi, file openapi.json, MIT licence: see
// openai-openapi-license.md). The committed extract comes from commit f85dbe223d40e1a31cba812ab2d755c7e98a92a3
// (2026-08-21). To take a newer one:
//   git clone https://github.com/openai/openai-openapi /tmp/openai-openapi
//   node --import tsx gateway/testing/openai-openapi/extract-openai-schemas.ts /tmp/openai-openapi/openapi.json \
//     "$(git -C /tmp/openai-openapi rev-parse HEAD)"
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isSchemaObject, withSubschemas } from "../json-schema/subschemas.ts";
import { OPENAI_SCHEMA_NAMES } from "./openai-schema-names.ts";
import { OPENAI_SCHEMAS_PATH, type OpenAiSchemas } from "./openai-schemas.ts";

const BIOME = fileURLToPath(new URL("../../../node_modules/.bin/biome", import.meta.url));
const SCHEMA_REF = "#/components/schemas/";
// Documentation only, and most of the document's weight; validation never reads them.
const PROSE_KEYWORDS = new Set(["description", "example", "examples", "title", "x-oaiMeta"]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const [specPath, commit] = process.argv.slice(2);
if (!specPath || !commit) throw new Error("usage: extract-openai-schemas.ts <openapi.json> <source commit>");
const spec = JSON.parse(readFileSync(specPath, "utf8")) as { components: { schemas: Record<string, Json> } };
const all = spec.components.schemas;

const schemas: Record<string, Json> = {};
const pending: string[] = [...OPENAI_SCHEMA_NAMES];
for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
  if (name in schemas) continue;
  const schema = all[name];
  if (schema === undefined) throw new Error(`${specPath} has no schema ${name}`);
  const kept = withoutProse(schema);
  schemas[name] = kept;
  pending.push(...referencedNames(kept));
}

const extract: OpenAiSchemas = {
  source: {
    repository: "https://github.com/openai/openai-openapi",
    file: "openapi.json",
    commit,
    licence: "MIT, Copyright (c) OpenAI; see openai-openapi-license.md",
  },
  schemas: Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name] as Json]),
  ),
};
// Written compact, then formatted as the linter wants it (so `npm run lint` stays quiet): the formatter keeps what
// fits on one line there, a quarter smaller than a file written expanded.
writeFileSync(OPENAI_SCHEMAS_PATH, `${JSON.stringify(extract)}\n`);
execFileSync(BIOME, ["format", "--write", OPENAI_SCHEMAS_PATH], { stdio: "ignore" });
console.info(`Wrote ${OPENAI_SCHEMAS_PATH} (${Object.keys(schemas).length} schemas).`);

function withoutProse(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withoutProse);
  if (!isSchemaObject(schema)) return schema;
  const kept = Object.entries(schema).filter(([keyword]) => !PROSE_KEYWORDS.has(keyword));
  return withSubschemas(Object.fromEntries(kept), (sub) => withoutProse(sub as Json)) as Json;
}

function referencedNames(schema: Json): string[] {
  if (Array.isArray(schema)) return schema.flatMap(referencedNames);
  if (schema === null || typeof schema !== "object") return [];
  return Object.entries(schema).flatMap(([keyword, value]) => {
    if (keyword !== "$ref" || typeof value !== "string") return referencedNames(value);
    if (!value.startsWith(SCHEMA_REF)) throw new Error(`A reference outside the component schemas: ${value}`);
    return [value.slice(SCHEMA_REF.length)];
  });
}

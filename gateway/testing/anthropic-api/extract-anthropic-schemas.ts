// Writes anthropic-schemas.json: JSON Schemas of the types named in anthropic-schema-names.ts and of every type they
// use, generated from the TypeScript declarations of the installed @anthropic-ai/sdk (Apache-2.0, see
// anthropic-api-license.md) by ts-json-schema-generator, descriptions left out. Anthropic's own OpenAPI document
// is published only as the input of its SDK generator (the URL in the SDK repository's .stats.yml), and no readable
// copy of a current one exists; the SDK's types, generated from that document, say the same. Objects are closed
// (additionalProperties: false) as the generator writes them, as Anthropic's API refuses unknown request fields.
// After updating the SDK in package.json, regenerate (the generator is fetched for the run, not installed):
//   node --import tsx gateway/testing/anthropic-api/extract-anthropic-schemas.ts
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ANTHROPIC_SCHEMA_NAMES } from "./anthropic-schema-names.ts";
import { ANTHROPIC_SCHEMAS_PATH, type AnthropicSchemas } from "./anthropic-schemas.ts";

const GENERATOR = "ts-json-schema-generator@2.10.0";
const SDK = fileURLToPath(new URL("../../../node_modules/@anthropic-ai/sdk/", import.meta.url));
const BIOME = fileURLToPath(new URL("../../../node_modules/.bin/biome", import.meta.url));
const MESSAGES = "resources/messages/messages.d.ts";
// The one type named that the SDK declares outside the messages resource.
const DECLARED_ELSEWHERE: Readonly<Record<string, string>> = { ErrorResponse: "resources/shared.d.ts" };

const fileOf = (name: string) => DECLARED_ELSEWHERE[name] ?? MESSAGES;
const files = [...new Set(ANTHROPIC_SCHEMA_NAMES.map(fileOf))];
const schemas: Record<string, unknown> = {};
for (const file of files) {
  const types = ANTHROPIC_SCHEMA_NAMES.filter((name) => fileOf(name) === file);
  const options = ["--path", `${SDK}${file}`, "--type", ...types, "--jsDoc", "none", "--no-type-check"];
  const output = execFileSync("npx", ["--yes", GENERATOR, ...options], {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  const { definitions } = JSON.parse(output.replaceAll('"#/definitions/', '"#/$defs/')) as {
    definitions: Record<string, unknown>;
  };
  for (const [name, schema] of Object.entries(definitions)) {
    if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema))
      throw new Error(`Two different types are called ${name}`);
    schemas[name] = schema;
  }
}

const { version } = JSON.parse(readFileSync(`${SDK}package.json`, "utf8")) as { version: string };
const extract: AnthropicSchemas = {
  source: {
    package: "@anthropic-ai/sdk",
    version,
    files,
    generator: `npx ${GENERATOR} --jsDoc none --no-type-check`,
    licence: "Apache-2.0, Copyright Anthropic, PBC; see anthropic-api-license.md",
  },
  schemas: Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]]),
  ),
};
// Written compact, then formatted as the linter wants it (so `npm run lint` stays quiet): the formatter keeps what
// fits on one line there.
writeFileSync(ANTHROPIC_SCHEMAS_PATH, `${JSON.stringify(extract)}\n`);
execFileSync(BIOME, ["format", "--write", ANTHROPIC_SCHEMAS_PATH], { stdio: "ignore" });
console.info(`Wrote ${ANTHROPIC_SCHEMAS_PATH} (${Object.keys(schemas).length} schemas).`);

// `npm run api-document`: writes the gateway's API document where the memory profile reads it. Run it after
// changing a route or its documentation; gateway/api-document/committed-api-document.test.ts says when.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { API_PREFIX, buildServer } from "../server/build-server.ts";
import { API_DOCUMENT_PATH } from "./api-document.ts";
import { COMMITTED_API_DOCUMENT } from "./committed-api-document.ts";
import { documentOnlyDeps } from "./document-only-deps.ts";

const BIOME = fileURLToPath(new URL("../../node_modules/.bin/biome", import.meta.url));

const app = await buildServer(documentOnlyDeps(), false);
await app.ready();
const answer = await app.inject({ method: "GET", url: `${API_PREFIX}${API_DOCUMENT_PATH}` });
await app.close();
if (answer.statusCode !== 200) throw new Error(`GET ${API_DOCUMENT_PATH} answered ${answer.statusCode}`);
writeFileSync(COMMITTED_API_DOCUMENT, `${JSON.stringify(JSON.parse(answer.body), null, 2)}\n`);
// Formatted as the linter wants it, so `npm run lint` stays quiet; the test compares documents, not text.
execFileSync(BIOME, ["format", "--write", COMMITTED_API_DOCUMENT], { stdio: "ignore" });
console.info(`Wrote ${COMMITTED_API_DOCUMENT} (${Object.keys(app.apiDocument().paths).length} paths).`);

// The CI check of the contract: every endpoint of SPEC §7 has at least one interaction in the pact files.
// Run after the consumer tests: node_modules/.bin/node contracts/check-endpoint-coverage.ts [pact folder]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ENDPOINTS, endpointMatches } from "./endpoints.ts";

const API_PATH = "/v1/api";
const PACT_DIR = process.argv[2] ?? join(import.meta.dirname, "pacts");

interface Interaction {
  readonly description: string;
  readonly request: { readonly method: string; readonly path: string };
}

const files = existsSync(PACT_DIR) ? readdirSync(PACT_DIR).filter((file) => file.endsWith(".json")) : [];
if (files.length === 0) {
  console.error(`No pact file in ${PACT_DIR}: run the contract tests first.`);
  process.exit(1);
}

const requests = files.flatMap((file) => {
  const pact = JSON.parse(readFileSync(join(PACT_DIR, file), "utf8")) as { interactions?: Interaction[] };
  return (pact.interactions ?? []).map(({ description, request }) => ({
    description,
    method: request.method,
    path: request.path.startsWith(API_PATH) ? request.path.slice(API_PATH.length) : request.path,
  }));
});

const missing = ENDPOINTS.filter(
  (endpoint) => !requests.some((request) => endpointMatches(endpoint, request.method, request.path)),
);
const unlisted = requests.filter(
  (request) => !ENDPOINTS.some((endpoint) => endpointMatches(endpoint, request.method, request.path)),
);

const covered = ENDPOINTS.length - missing.length;
console.info(
  `${covered} of ${ENDPOINTS.length} endpoints of SPEC §7 have an interaction (${requests.length} interactions in ${files.join(", ")}).`,
);
for (const request of unlisted) {
  console.info(
    `  note: "${request.description}" (${request.method} ${request.path}) is not an endpoint of SPEC §7`,
  );
}
if (missing.length > 0) {
  console.error("Endpoints without an interaction:");
  for (const endpoint of missing) console.error(`  ${endpoint.method} ${endpoint.path}   (${endpoint.area})`);
  process.exit(1);
}

import { fileURLToPath } from "node:url";

/**
 * The copy of the API document the memory profile serves, having no gateway (adapters/gateway-memory/api-document).
 * `npm run api-document` writes it; a gateway test fails when it differs from what the gateway serves.
 */
export const COMMITTED_API_DOCUMENT = fileURLToPath(
  new URL("../../adapters/gateway-memory/api-document/openapi.json", import.meta.url),
);

export const WRITE_API_DOCUMENT = "npm run api-document";

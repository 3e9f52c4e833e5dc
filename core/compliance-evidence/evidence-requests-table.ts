import { canonicalJson } from "../audit/audit-chain.ts";
import type { EvidenceTable } from "./evidence-csv.ts";
import type { EvidenceRequest } from "./evidence-request.ts";

const METADATA_COLUMNS = [
  "id",
  "createdAt",
  "userEmail",
  "apiKeyId",
  "endpoint",
  "model",
  "servedModel",
  "statusCode",
  "error",
  "totalTokens",
  "totalCostUsd",
  "piiRedactions",
] as const;

/** The requests as a table, oldest first as given; bodies add two columns, only in a bundle made with them. */
export function requestsTable(requests: readonly EvidenceRequest[], withBodies: boolean): EvidenceTable {
  return {
    columns: withBodies ? [...METADATA_COLUMNS, "requestBody", "responseBody"] : METADATA_COLUMNS,
    rows: requests.map((request) => {
      const metadata = [
        request.id,
        request.createdAt,
        request.userEmail,
        request.apiKeyId,
        request.endpoint,
        request.model,
        request.servedModel,
        request.statusCode,
        request.error,
        request.totalTokens,
        request.totalCostUsd,
        request.piiRedactions === null ? null : canonicalJson(request.piiRedactions),
      ];
      return withBodies
        ? [...metadata, request.bodies?.request ?? null, request.bodies?.response ?? null]
        : metadata;
    }),
  };
}

/** The requests as requests.json lists them: bodies only when the bundle carries them. */
export function requestsDocument(
  requests: readonly EvidenceRequest[],
  withBodies: boolean,
): EvidenceRequest[] {
  return requests.map(({ bodies, ...metadata }) =>
    withBodies ? { ...metadata, bodies: bodies ?? { request: null, response: null } } : metadata,
  );
}

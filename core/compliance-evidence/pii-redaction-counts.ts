import type { EvidenceTable } from "./evidence-csv.ts";
import type { EvidenceRequest } from "./evidence-request.ts";

/** What the department's PII handling did over the period, by kind of personal data. */
export interface PiiRedactionSummary {
  /** Values masked or blocked, per kind, over every request. */
  readonly byKind: Readonly<Record<string, number>>;
  /** Requests PII handling looked at (with or without a finding). */
  readonly requestsChecked: number;
  /** Requests logged without PII handling (it was off, or they came before counts were kept). */
  readonly requestsUnchecked: number;
}

export function piiRedactionSummary(requests: readonly EvidenceRequest[]): PiiRedactionSummary {
  const byKind: Record<string, number> = {};
  let requestsChecked = 0;
  for (const request of requests) {
    if (request.piiRedactions === null) continue;
    requestsChecked++;
    for (const [kind, count] of Object.entries(request.piiRedactions))
      byKind[kind] = (byKind[kind] ?? 0) + count;
  }
  return {
    byKind: sortedByKey(byKind),
    requestsChecked,
    requestsUnchecked: requests.length - requestsChecked,
  };
}

/** One row per request and kind with a count above zero. */
export function piiRedactionsTable(requests: readonly EvidenceRequest[]): EvidenceTable {
  return {
    columns: ["requestId", "at", "kind", "count"],
    rows: requests.flatMap((request) =>
      Object.entries(sortedByKey(request.piiRedactions ?? {}))
        .filter(([, count]) => count > 0)
        .map(([kind, count]) => [request.id, request.createdAt, kind, count]),
    ),
  };
}

function sortedByKey(counts: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

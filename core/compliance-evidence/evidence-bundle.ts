import { strToU8, unzipSync, zipSync } from "fflate";
import { AUDIT_EXPORT_FIELDS, auditExportRows } from "../audit/audit-export.ts";
import type { AuditSeal } from "../audit/audit-seal.port.ts";
import { csvOf, type EvidenceTable, recordsOf } from "./evidence-csv.ts";
import { EVIDENCE_FILES as FILES } from "./evidence-file-names.ts";
import { requestsDocument, requestsTable } from "./evidence-requests-table.ts";
import type { EvidenceSource } from "./evidence-source.ts";
import { evidenceSummaryHtml } from "./evidence-summary-html.ts";
import { frameworksDocument } from "./framework-evidence.ts";
import { piiRedactionSummary, piiRedactionsTable } from "./pii-redaction-counts.ts";
import { decisionCounts, decisionsTable, requestDecisions } from "./request-decisions.ts";

/** A file of the bundle: its name inside the zip and its text (UTF-8). */
export interface EvidenceFile {
  readonly name: string;
  readonly text: string;
}

/** The manifest's version: a reader checks it before trusting the layout. */
export const EVIDENCE_FORMAT = "compliance-evidence/1";

/**
 * The bundle's files, manifest first: the same source gives the same files in either profile. The manifest holds
 * the SHA-256 of every other file, so a file changed after download no longer matches it.
 */
export async function evidenceFiles(
  source: EvidenceSource,
  hashing: Pick<AuditSeal, "digest">,
): Promise<EvidenceFile[]> {
  const decisions = requestDecisions(source.requests, source.department.rules);
  const pii = piiRedactionSummary(source.requests);
  const history: EvidenceTable = {
    columns: AUDIT_EXPORT_FIELDS,
    rows: auditExportRows(source.settingsHistory),
  };
  const files: EvidenceFile[] = [
    { name: FILES.summary, text: evidenceSummaryHtml(source, { decisions: decisionCounts(decisions), pii }) },
    json(FILES.requestsJson, requestsDocument(source.requests, source.includesBodies)),
    { name: FILES.requestsCsv, text: csvOf(requestsTable(source.requests, source.includesBodies)) },
    json(FILES.settingsHistoryJson, source.settingsHistory),
    { name: FILES.settingsHistoryCsv, text: csvOf(history) },
    json(FILES.piiRedactionsJson, { ...pii, requests: recordsOf(piiRedactionsTable(source.requests)) }),
    { name: FILES.piiRedactionsCsv, text: csvOf(piiRedactionsTable(source.requests)) },
    json(FILES.decisionsJson, { rules: source.department.rules, decisions }),
    { name: FILES.decisionsCsv, text: csvOf(decisionsTable(decisions)) },
    json(FILES.chain, source.chain),
    json(FILES.frameworks, frameworksDocument(source.department.frameworks)),
  ];
  const manifest = {
    format: EVIDENCE_FORMAT,
    organization: source.organization,
    department: { id: source.department.id, name: source.department.name },
    period: source.period,
    generatedAt: source.generatedAt,
    generatedBy: source.generatedBy,
    includesBodies: source.includesBodies,
    files: await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        bytes: strToU8(file.text).length,
        sha256: await hashing.digest(file.text),
      })),
    ),
  };
  return [json(FILES.manifest, manifest), ...files];
}

/** The files as one zip, each dated when the bundle was made (so the same files give the same bytes). */
export function evidenceZip(files: readonly EvidenceFile[], generatedAt: string): Uint8Array {
  const mtime = new Date(generatedAt);
  return zipSync(Object.fromEntries(files.map((file) => [file.name, [strToU8(file.text), { mtime }]])), {
    level: 6,
  });
}

/** A zip's files as text, by name: how tests and a reader open a bundle. */
export function evidenceZipTexts(zip: Uint8Array): Record<string, string> {
  const decoder = new TextDecoder();
  return Object.fromEntries(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, decoder.decode(bytes)]),
  );
}

function json(name: string, value: unknown): EvidenceFile {
  return { name, text: `${JSON.stringify(value, null, 2)}\n` };
}

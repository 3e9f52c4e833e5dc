/** The files of an evidence bundle, as named inside the zip. */
export const EVIDENCE_FILES = {
  manifest: "manifest.json",
  summary: "summary.html",
  requestsJson: "requests.json",
  requestsCsv: "requests.csv",
  settingsHistoryJson: "settings-history.json",
  settingsHistoryCsv: "settings-history.csv",
  piiRedactionsJson: "pii-redactions.json",
  piiRedactionsCsv: "pii-redactions.csv",
  decisionsJson: "decisions.json",
  decisionsCsv: "decisions.csv",
  chain: "chain.json",
  frameworks: "frameworks.json",
} as const;

export type EvidenceFileName = (typeof EVIDENCE_FILES)[keyof typeof EVIDENCE_FILES];

/** `evidence-research-lab-2026-03.zip`: the department's name made safe for a file name, and the month. */
export function evidenceZipName(departmentName: string, month: string): string {
  const slug = departmentName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `evidence-${slug || "department"}-${month}.zip`;
}

import { canonicalJson, describeAuditEntry } from "../audit/audit-chain.ts";
import type { AuditVerificationReport } from "../audit/audit-log-gateway.port.ts";
import { EVIDENCE_FILES } from "./evidence-file-names.ts";
import type { EvidenceSource } from "./evidence-source.ts";
import { EVIDENCE_NOT_CERTIFICATION, FRAMEWORK_EVIDENCE } from "./framework-evidence.ts";
import type { PiiRedactionSummary } from "./pii-redaction-counts.ts";
import type { DecisionOutcome, DecisionRule } from "./request-decisions.ts";

/** What the summary states beside the source: worked out once by the bundle. */
export interface SummaryFigures {
  readonly decisions: Readonly<Record<DecisionRule, Readonly<Record<DecisionOutcome, number>>>>;
  readonly pii: PiiRedactionSummary;
}

// Printable on its own: styles inline, no script, nothing fetched (no URL anywhere), every stored text escaped.
const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#111}h1{font-size:1.5rem}
h2{font-size:1.15rem;margin-top:1.6rem;border-bottom:1px solid #999}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #bbb;padding:.25rem .4rem;text-align:left;vertical-align:top}code{word-break:break-all}
.notice{border:1px solid #999;padding:.5rem .75rem}@media print{body{margin:0}h2{break-after:avoid}}`;

/** summary.html: the month's evidence on one printable page (the files hold the detail). */
export function evidenceSummaryHtml(source: EvidenceSource, figures: SummaryFigures): string {
  const { department, organization, period, requests } = source;
  const answered = requests.filter((request) => request.statusCode < 400).length;
  const cost = requests.reduce((sum, request) => sum + request.totalCostUsd, 0);
  const tokens = requests.reduce((sum, request) => sum + request.totalTokens, 0);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${text(`Compliance evidence: ${department.name}, ${period.month}`)}</title>
<style>${STYLE}</style></head><body>
<h1>${text(`Compliance evidence: ${department.name}`)}</h1>
${table(
  ["", ""],
  [
    ["Organization", organization.name],
    ["Department", `${department.name} (${department.id})`],
    ["Period", `${period.month} (${period.from} to ${period.to}, UTC)`],
    ["Generated", `${source.generatedAt} by ${source.generatedBy.email} (${source.generatedBy.role})`],
    ["Request bodies", source.includesBodies ? "Included" : "Not included"],
  ],
)}
<p class="notice">${text(EVIDENCE_NOT_CERTIFICATION)}</p>
<h2>Frameworks turned on</h2>
${frameworksSection(source)}
<h2>Requests</h2>
${table(
  ["Requests", "Answered", "Failed or refused", "Tokens", "Cost (USD)"],
  [[requests.length, answered, requests.length - answered, tokens, cost.toFixed(6)]],
)}
<h2>Budget and residency decisions</h2>
${table(
  ["Rule", "Allowed", "Refused"],
  [
    ["Monthly budget", figures.decisions.BUDGET.ALLOWED, figures.decisions.BUDGET.REFUSED],
    ["Data residency", figures.decisions.RESIDENCY.ALLOWED, figures.decisions.RESIDENCY.REFUSED],
  ],
)}
<h2>PII redactions</h2>
<p>${text(`PII handling now: ${department.piiHandling}. Requests checked: ${figures.pii.requestsChecked}; logged without PII handling: ${figures.pii.requestsUnchecked}.`)}</p>
${table(["Kind", "Values masked or blocked"], Object.entries(figures.pii.byKind))}
<h2>Settings history</h2>
${table(
  ["#", "At", "Who", "What", "Before", "After"],
  source.settingsHistory.map((entry) => [
    entry.sequence,
    entry.at,
    `${entry.actor.email} (${entry.actor.role})`,
    describeAuditEntry(entry),
    entry.before === null ? "" : canonicalJson(entry.before),
    entry.after === null ? "" : canonicalJson(entry.after),
  ]),
)}
<h2>Audit chain</h2>
<p>${text(chainSentence(source.chain))}</p>
<p>Head: ${text(`${entries(source.chain.head.count)}, last hash `)}<code>${text(source.chain.head.hash)}</code></p>
<h2>Files</h2>
<p>${text(`${EVIDENCE_FILES.manifest} lists the SHA-256 of every other file of this bundle, this page included.`)}</p>
</body></html>
`;
}

/** "Intact since …" or where the chain first breaks, in words. */
export function chainSentence(chain: AuditVerificationReport): string {
  if (!chain.intact)
    return `Not intact: entry ${chain.firstBroken.sequence} is the first broken one (${chain.firstBroken.reason}).`;
  return chain.since === null
    ? "Intact: the chain holds no entry yet."
    : `Intact since ${chain.since}: ${entries(chain.count)} verified.`;
}

function entries(count: number): string {
  return count === 1 ? "1 entry" : `${count} entries`;
}

function frameworksSection(source: EvidenceSource): string {
  if (source.department.frameworks.length === 0) return "<p>None.</p>";
  return table(
    ["Framework", "Article or control", "Files", "What they support"],
    source.department.frameworks.flatMap((framework) =>
      FRAMEWORK_EVIDENCE[framework].references.map((reference) => [
        FRAMEWORK_EVIDENCE[framework].title,
        reference.reference,
        reference.files.join(", "),
        reference.supports,
      ]),
    ),
  );
}

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  if (rows.length === 0) return "<p>None.</p>";
  const head = header.some(Boolean)
    ? `<thead><tr>${header.map((cell) => `<th>${text(cell)}</th>`).join("")}</tr></thead>`
    : "";
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${text(String(cell))}</td>`).join("")}</tr>`);
  return `<table>${head}<tbody>${body.join("\n")}</tbody></table>`;
}

/** Stored text as HTML text: nothing in it becomes markup. */
function text(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

import { describe, expect, it } from "vitest";
import type { AuditVerificationReport } from "../audit/audit-log-gateway.port.ts";
import { ComplianceFramework } from "../organization/compliance-framework.ts";
import { EvidenceMother } from "./evidence-source.mother.ts";
import type { EvidenceSource } from "./evidence-source.ts";
import { chainSentence, evidenceSummaryHtml, type SummaryFigures } from "./evidence-summary-html.ts";
import { EVIDENCE_NOT_CERTIFICATION } from "./framework-evidence.ts";

const FIGURES: SummaryFigures = {
  decisions: { BUDGET: { ALLOWED: 7, REFUSED: 2 }, RESIDENCY: { ALLOWED: 5, REFUSED: 3 } },
  pii: { byKind: { EMAIL_ADDRESS: 4, PHONE_NUMBER: 1 }, requestsChecked: 6, requestsUnchecked: 2 },
};
const HEAD = { count: 3, hash: "c".repeat(64) };

const summaryOf = (changes: Partial<EvidenceSource> = {}, figures = FIGURES) =>
  evidenceSummaryHtml(EvidenceMother.source(changes), figures);

/** The page's text between two headings, tags turned to spaces, spaces squeezed. */
function section(html: string, heading: string): string {
  const start = html.indexOf(`<h2>${heading}</h2>`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = html.indexOf("<h2>", start + 4);
  return html
    .slice(start, end === -1 ? undefined : end)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the evidence summary page", () => {
  it("is a whole printable page titled for the department and month, styled inline", () => {
    const html = summaryOf();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain("<title>Compliance evidence: Research, 2026-03</title>");
    expect(html).toContain("<h1>Compliance evidence: Research</h1>");
    expect(html).toMatch(/<style>body\{font:14px[^<]*@media print\{[^<]*\}<\/style>/);
    expect(html.trimEnd()).toMatch(/<\/body><\/html>$/);
  });

  it("opens with who made it, for which organization, department and period, and whether bodies are in", () => {
    const html = summaryOf();
    const opening = html
      .slice(html.indexOf("</h1>"), html.indexOf('<p class="notice">'))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    expect(opening).toBe(
      "Organization Test organization Department Research (dep-test) " +
        "Period 2026-03 (2026-03-01T00:00:00.000Z to 2026-04-01T00:00:00.000Z, UTC) " +
        "Generated 2026-04-01T10:00:00.000Z by owner@example.test (OWNER) Request bodies Not included",
    );
    expect(html).not.toContain("<thead><tr><th></th>");
    expect(summaryOf({ includesBodies: true })).toContain("<td>Request bodies</td><td>Included</td>");
  });

  it("says it is evidence, not certification", () => {
    expect(summaryOf()).toContain(`<p class="notice">${EVIDENCE_NOT_CERTIFICATION}</p>`);
  });

  it("maps each framework turned on to its articles, or says none is on", () => {
    const frameworks = section(summaryOf(), "Frameworks turned on");
    expect(frameworks).toContain("Framework Article or control Files What they support");
    expect(frameworks).toContain(
      "GDPR (Regulation (EU) 2016/679) Art. 30 (records of processing activities) " +
        "requests.json, requests.csv, settings-history.json, settings-history.csv",
    );
    expect(frameworks).toContain("EU AI Act (Regulation (EU) 2024/1689) Art. 12 (record-keeping)");
    const none = summaryOf({
      department: { ...EvidenceMother.source().department, frameworks: [] },
    });
    expect(section(none, "Frameworks turned on")).toBe("Frameworks turned on None.");
    const soc2 = summaryOf({
      department: { ...EvidenceMother.source().department, frameworks: [ComplianceFramework.SOC2] },
    });
    expect(section(soc2, "Frameworks turned on")).not.toContain("GDPR");
  });

  it("adds up the requests: answered below 400, the rest failed or refused, tokens, and cost to 6 decimals", () => {
    const requests = [
      EvidenceMother.request({ statusCode: 200, totalTokens: 30, totalCostUsd: 0.0012 }),
      EvidenceMother.request({ statusCode: 399, totalTokens: 20, totalCostUsd: 0.0003 }),
      EvidenceMother.request({ statusCode: 201, totalTokens: 10, totalCostUsd: 0.0001 }),
      EvidenceMother.request({ statusCode: 400, totalTokens: 0, totalCostUsd: 0 }),
      EvidenceMother.request({ statusCode: 429, totalTokens: 5, totalCostUsd: 0.0000004 }),
    ];
    expect(section(summaryOf({ requests }), "Requests")).toBe(
      "Requests Requests Answered Failed or refused Tokens Cost (USD) 5 3 2 65 0.001600",
    );
    expect(section(summaryOf(), "Requests")).toBe(
      "Requests Requests Answered Failed or refused Tokens Cost (USD) 1 1 0 30 0.001200",
    );
    expect(section(summaryOf({ requests: [] }), "Requests")).toBe(
      "Requests Requests Answered Failed or refused Tokens Cost (USD) 0 0 0 0 0.000000",
    );
  });

  it("counts the budget and residency decisions each way", () => {
    expect(section(summaryOf(), "Budget and residency decisions")).toBe(
      "Budget and residency decisions Rule Allowed Refused Monthly budget 7 2 Data residency 5 3",
    );
  });

  it("states the PII handling and its redactions by kind, or none", () => {
    expect(section(summaryOf(), "PII redactions")).toBe(
      "PII redactions PII handling now: PSEUDONYMIZE. Requests checked: 6; logged without PII handling: 2. " +
        "Kind Values masked or blocked EMAIL_ADDRESS 4 PHONE_NUMBER 1",
    );
    const nothing = { ...FIGURES, pii: { byKind: {}, requestsChecked: 0, requestsUnchecked: 1 } };
    expect(section(summaryOf({}, nothing), "PII redactions")).toMatch(/handling: 1\. None\.$/);
  });

  it("lists the settings history with who did what, before and after", () => {
    const history = section(summaryOf(), "Settings history");
    expect(history).toBe(
      "Settings history # At Who What Before After 1 2026-03-02T08:00:00.000Z owner@example.test (OWNER) " +
        "Department Research&#39;s settings were changed by owner@example.test {&quot;GDPR&quot;:false} " +
        "{&quot;GDPR&quot;:true}",
    );
    const created = EvidenceMother.settingsChange({ before: null, after: null, kind: "DEPARTMENT_CREATED" });
    expect(section(summaryOf({ settingsHistory: [created] }), "Settings history")).toMatch(
      /Department Research was created by owner@example\.test$/,
    );
    expect(section(summaryOf({ settingsHistory: [] }), "Settings history")).toBe("Settings history None.");
  });

  it("states the chain's verification and head", () => {
    const chain = section(summaryOf(), "Audit chain");
    expect(chain).toBe(
      `Audit chain Intact since 2026-03-02T08:00:00.000Z: 1 entry verified. Head: 1 entry, last hash ${"b".repeat(64)}`,
    );
    const broken: AuditVerificationReport = {
      intact: false,
      count: 3,
      firstBroken: { sequence: 2, reason: "changed" },
      head: HEAD,
    };
    expect(section(summaryOf({ chain: broken }), "Audit chain")).toBe(
      `Audit chain Not intact: entry 2 is the first broken one (changed). Head: 3 entries, last hash ${"c".repeat(64)}`,
    );
  });

  it("ends by pointing to the manifest's hashes", () => {
    expect(section(summaryOf(), "Files")).toBe(
      "Files manifest.json lists the SHA-256 of every other file of this bundle, this page included.",
    );
  });

  it("escapes every stored text, apostrophes and ampersands included", () => {
    const html = summaryOf({ organization: { id: "org-test", name: `O'Brien & <Sons> "Ltd"` } });
    expect(html).toContain("<td>O&#39;Brien &amp; &lt;Sons&gt; &quot;Ltd&quot;</td>");
  });
});

describe("the chain's verification in words", () => {
  it("says since when it is intact and how many entries were verified", () => {
    const intact = (count: number, since: string | null): AuditVerificationReport => ({
      intact: true,
      count,
      headHash: "c".repeat(64),
      since,
      head: HEAD,
    });
    expect(chainSentence(intact(3, "2026-03-02T08:00:00.000Z"))).toBe(
      "Intact since 2026-03-02T08:00:00.000Z: 3 entries verified.",
    );
    expect(chainSentence(intact(1, "2026-03-02T08:00:00.000Z"))).toBe(
      "Intact since 2026-03-02T08:00:00.000Z: 1 entry verified.",
    );
    expect(chainSentence(intact(0, null))).toBe("Intact: the chain holds no entry yet.");
  });

  it("names the first broken entry and why", () => {
    expect(
      chainSentence({
        intact: false,
        count: 5,
        firstBroken: { sequence: 4, reason: "truncated" },
        head: HEAD,
      }),
    ).toBe("Not intact: entry 4 is the first broken one (truncated).");
  });
});

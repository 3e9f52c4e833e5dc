import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ComplianceFramework } from "../organization/compliance-framework.ts";
import { EVIDENCE_FORMAT, evidenceFiles, evidenceZip, evidenceZipTexts } from "./evidence-bundle.ts";
import { EVIDENCE_FILES, type EvidenceFileName } from "./evidence-file-names.ts";
import { EvidenceMother } from "./evidence-source.mother.ts";
import { EVIDENCE_NOT_CERTIFICATION } from "./framework-evidence.ts";

const SHA256 = { digest: async (text: string) => createHash("sha256").update(text, "utf8").digest("hex") };
const BUDGET_REFUSAL = "Monthly budget of the department reached: $100.00 of $100.00 spent this month.";
const RESIDENCY_REFUSAL =
  "Data residency: gpt-test is served in US, outside the regions allowed for the department Research (EU).";

/** The bundle's files by name; a test reading a file the zip lacks fails on its text. */
async function bundleOf(
  source = EvidenceMother.source(),
): Promise<Readonly<Record<EvidenceFileName, string>>> {
  const zip = evidenceZip(await evidenceFiles(source, SHA256), source.generatedAt);
  return evidenceZipTexts(zip) as Record<EvidenceFileName, string>;
}

describe("a department's evidence bundle", () => {
  it("holds every file, and a manifest with the SHA-256 and size of each other file", async () => {
    const files = await bundleOf();
    expect(Object.keys(files).sort()).toEqual(Object.values(EVIDENCE_FILES).sort());
    const manifest = JSON.parse(files[EVIDENCE_FILES.manifest]);
    expect(manifest).toMatchObject({
      format: EVIDENCE_FORMAT,
      period: { month: "2026-03" },
      includesBodies: false,
    });
    expect(manifest.files.map((file: { name: string }) => file.name).sort()).toEqual(
      Object.values(EVIDENCE_FILES)
        .filter((name) => name !== EVIDENCE_FILES.manifest)
        .sort(),
    );
    for (const file of manifest.files as { name: EvidenceFileName; sha256: string; bytes: number }[]) {
      expect(file.sha256).toBe(await SHA256.digest(files[file.name]));
      expect(file.bytes).toBe(Buffer.byteLength(files[file.name], "utf8"));
    }
  });

  it("gives the same bytes for the same source", async () => {
    const source = EvidenceMother.source();
    const once = evidenceZip(await evidenceFiles(source, SHA256), source.generatedAt);
    const again = evidenceZip(await evidenceFiles(source, SHA256), source.generatedAt);
    expect(Buffer.from(once).equals(Buffer.from(again))).toBe(true);
  });

  it("lists the requests' metadata without bodies unless the bundle carries them", async () => {
    const request = EvidenceMother.request({ bodies: { request: "What is our policy?", response: "This." } });
    const without = await bundleOf(EvidenceMother.source({ requests: [request] }));
    expect(JSON.parse(without[EVIDENCE_FILES.requestsJson])).toEqual([
      expect.not.objectContaining({ bodies: expect.anything() }),
    ]);
    expect(without[EVIDENCE_FILES.requestsCsv]).not.toContain("What is our policy?");

    const withBodies = await bundleOf(EvidenceMother.source({ requests: [request], includesBodies: true }));
    expect(JSON.parse(withBodies[EVIDENCE_FILES.requestsJson])[0].bodies).toEqual({
      request: "What is our policy?",
      response: "This.",
    });
    expect(withBodies[EVIDENCE_FILES.requestsCsv].split("\r\n")[0]).toMatch(/,requestBody,responseBody$/);
  });

  it("records the budget and residency decisions on each request, refusals included", async () => {
    const requests = [
      EvidenceMother.request({ id: "answered" }),
      EvidenceMother.request({ id: "over-budget", statusCode: 429, error: BUDGET_REFUSAL }),
      EvidenceMother.request({ id: "outside-eu", statusCode: 403, error: RESIDENCY_REFUSAL }),
      EvidenceMother.request({ id: "revoked-key", statusCode: 401, error: "This API key was revoked." }),
    ];
    const files = await bundleOf(EvidenceMother.source({ requests }));
    const { decisions } = JSON.parse(files[EVIDENCE_FILES.decisionsJson]);
    expect(decisions.map((d: Record<string, string>) => [d.requestId, d.rule, d.outcome])).toEqual([
      ["answered", "BUDGET", "ALLOWED"],
      ["answered", "RESIDENCY", "ALLOWED"],
      ["over-budget", "BUDGET", "REFUSED"],
      ["outside-eu", "RESIDENCY", "REFUSED"],
    ]);
    expect(files[EVIDENCE_FILES.decisionsCsv]).toContain(RESIDENCY_REFUSAL);
  });

  it("adds up PII redactions by kind and counts the requests logged without PII handling", async () => {
    const requests = [
      EvidenceMother.request({ id: "a", piiRedactions: { EMAIL_ADDRESS: 2, PHONE_NUMBER: 1 } }),
      EvidenceMother.request({ id: "b", piiRedactions: { EMAIL_ADDRESS: 1 } }),
      EvidenceMother.request({ id: "c", piiRedactions: null }),
    ];
    const files = await bundleOf(EvidenceMother.source({ requests }));
    expect(JSON.parse(files[EVIDENCE_FILES.piiRedactionsJson])).toMatchObject({
      byKind: { EMAIL_ADDRESS: 3, PHONE_NUMBER: 1 },
      requestsChecked: 2,
      requestsUnchecked: 1,
    });
    expect(files[EVIDENCE_FILES.piiRedactionsCsv].trim().split("\r\n")).toEqual([
      "requestId,at,kind,count",
      "a,2026-03-10T09:00:00.000Z,EMAIL_ADDRESS,2",
      "a,2026-03-10T09:00:00.000Z,PHONE_NUMBER,1",
      "b,2026-03-10T09:00:00.000Z,EMAIL_ADDRESS,1",
    ]);
  });

  it("carries the settings history as the chain hashed it, and the chain's verification and head", async () => {
    const files = await bundleOf();
    expect(JSON.parse(files[EVIDENCE_FILES.settingsHistoryJson])).toEqual([EvidenceMother.settingsChange()]);
    expect(files[EVIDENCE_FILES.settingsHistoryCsv]).toContain('"{""GDPR"":true}"');
    expect(JSON.parse(files[EVIDENCE_FILES.chain])).toMatchObject({ intact: true, head: { count: 1 } });
  });

  it("writes the settings history's CSV with the audit export's columns, before and after as canonical JSON", async () => {
    const files = await bundleOf();
    expect(files[EVIDENCE_FILES.settingsHistoryCsv].split("\r\n")).toEqual([
      "sequence,at,actorId,actorEmail,actorRole,kind,departmentId,subjectType,subjectId,subjectName,before,after," +
        "address,previousSeal,hash",
      "1,2026-03-02T08:00:00.000Z,user-owner,owner@example.test,OWNER,DEPARTMENT_SETTINGS_CHANGED,dep-test," +
        `department,dep-test,Research,"{""GDPR"":false}","{""GDPR"":true}",203.0.113.7,${"a".repeat(64)},${"b".repeat(64)}`,
      "",
    ]);
  });

  it("names the frameworks turned on as evidence, not certification", async () => {
    const files = await bundleOf();
    const frameworks = JSON.parse(files[EVIDENCE_FILES.frameworks]);
    expect(frameworks.notice).toBe(EVIDENCE_NOT_CERTIFICATION);
    expect(frameworks.turnedOn).toEqual([ComplianceFramework.GDPR, ComplianceFramework.EU_AI_ACT]);
    expect(JSON.stringify(frameworks)).toContain("Art. 26(6)");
    expect(files[EVIDENCE_FILES.summary]).toContain("Art. 30 (records of processing activities)");
  });

  it("prints a summary with no script, no address to fetch, and stored text shown as text", async () => {
    const source = EvidenceMother.source({
      department: { ...EvidenceMother.source().department, name: '<img src="https://evil.test/x">' },
      requests: [EvidenceMother.request({ statusCode: 403, error: RESIDENCY_REFUSAL })],
    });
    const summary = (await bundleOf(source))[EVIDENCE_FILES.summary];
    expect(summary).not.toMatch(/<script|<img|<link|\s(src|href)=["']|url\(/i);
    expect(summary).toContain("&lt;img src=&quot;https://evil.test/x&quot;&gt;");
    expect(summary).toContain("Intact since 2026-03-02T08:00:00.000Z");
  });

  it("writes a cell that starts like a formula as text in its CSV files", async () => {
    const request = EvidenceMother.request({ userEmail: '=HYPERLINK("x")' });
    const csv = (await bundleOf(EvidenceMother.source({ requests: [request] })))[EVIDENCE_FILES.requestsCsv];
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("states in its manifest whose evidence it is, for which period, made when and by whom", async () => {
    const source = EvidenceMother.source({ includesBodies: true });
    const files = await evidenceFiles(source, SHA256);
    expect(files[0]?.name).toBe(EVIDENCE_FILES.manifest);
    const { files: listed, ...manifest } = JSON.parse(files[0]?.text ?? "");
    expect(manifest).toEqual({
      format: "compliance-evidence/1",
      organization: { id: "org-test", name: "Test organization" },
      department: { id: "dep-test", name: "Research" },
      period: source.period,
      generatedAt: "2026-04-01T10:00:00.000Z",
      generatedBy: { email: "owner@example.test", role: "OWNER" },
      includesBodies: true,
    });
    expect(listed[0]).toEqual({
      name: EVIDENCE_FILES.summary,
      bytes: Buffer.byteLength(files[1]?.text ?? "", "utf8"),
      sha256: await SHA256.digest(files[1]?.text ?? ""),
    });
  });

  it("writes its JSON files indented, each ending with a line break, the decisions beside the rules", async () => {
    const files = await bundleOf();
    expect(files[EVIDENCE_FILES.chain]).toBe(`${JSON.stringify(EvidenceMother.source().chain, null, 2)}\n`);
    expect(JSON.parse(files[EVIDENCE_FILES.decisionsJson]).rules).toEqual({
      monthlyBudgetInDollar: 100,
      dataResidency: "EU",
      customRegions: [],
    });
    expect(JSON.parse(files[EVIDENCE_FILES.chain])).toEqual({
      intact: true,
      count: 1,
      headHash: "b".repeat(64),
      since: "2026-03-02T08:00:00.000Z",
      head: { count: 1, hash: "b".repeat(64) },
    });
    expect(JSON.parse(files[EVIDENCE_FILES.piiRedactionsJson]).requests).toEqual([]);
  });

  it("dates each file of the zip when the bundle was made", async () => {
    const source = EvidenceMother.source();
    const files = await evidenceFiles(source, SHA256);
    const earlier = evidenceZip(files, "2026-04-01T10:00:00.000Z");
    const later = evidenceZip(files, "2026-05-01T10:00:00.000Z");
    expect(Buffer.from(earlier).equals(Buffer.from(later))).toBe(false);
    expect(evidenceZipTexts(later)).toEqual(evidenceZipTexts(earlier));
  });
});

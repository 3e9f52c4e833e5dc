import { describe, expect, it } from "vitest";
import { COMPLIANCE_FRAMEWORKS, ComplianceFramework } from "../organization/compliance-framework.ts";
import { EVIDENCE_FILES } from "./evidence-file-names.ts";
import { EVIDENCE_NOT_CERTIFICATION, FRAMEWORK_EVIDENCE, frameworksDocument } from "./framework-evidence.ts";

const FILE_NAMES: readonly string[] = Object.values(EVIDENCE_FILES);

describe("the frameworks' evidence", () => {
  it.each(COMPLIANCE_FRAMEWORKS)(
    "names %s and what each of its articles or controls is supported by",
    (framework) => {
      const { title, references } = FRAMEWORK_EVIDENCE[framework];
      expect(title).toMatch(/\w{2,}/);
      expect(references.length).toBeGreaterThanOrEqual(2);
      for (const reference of references) {
        expect(reference.reference).toMatch(/\w{2,}/);
        expect(reference.supports).toMatch(/^[A-Z].{20,}\.$/);
        expect(reference.files.length).toBeGreaterThan(0);
        for (const file of reference.files) expect(FILE_NAMES).toContain(file);
        expect(new Set(reference.files).size).toBe(reference.files.length);
      }
      expect(new Set(references.map((reference) => reference.reference)).size).toBe(references.length);
    },
  );

  it("gives each framework its own title", () => {
    const titles = COMPLIANCE_FRAMEWORKS.map((framework) => FRAMEWORK_EVIDENCE[framework].title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(FRAMEWORK_EVIDENCE[ComplianceFramework.GDPR].title).toBe("GDPR (Regulation (EU) 2016/679)");
    expect(FRAMEWORK_EVIDENCE[ComplianceFramework.EU_AI_ACT].title).toBe(
      "EU AI Act (Regulation (EU) 2024/1689)",
    );
  });

  it("supports the records kept with the requests, and integrity with the chain and the manifest", () => {
    const [recordKeeping, logs] = FRAMEWORK_EVIDENCE[ComplianceFramework.EU_AI_ACT].references;
    expect(recordKeeping).toMatchObject({
      reference: "Art. 12 (record-keeping)",
      files: [
        EVIDENCE_FILES.requestsJson,
        EVIDENCE_FILES.requestsCsv,
        EVIDENCE_FILES.decisionsJson,
        EVIDENCE_FILES.decisionsCsv,
      ],
    });
    expect(logs?.files).toEqual([
      EVIDENCE_FILES.requestsJson,
      EVIDENCE_FILES.requestsCsv,
      EVIDENCE_FILES.chain,
      EVIDENCE_FILES.manifest,
    ]);
    const [, byDesign] = FRAMEWORK_EVIDENCE[ComplianceFramework.GDPR].references;
    expect(byDesign?.files).toEqual([
      EVIDENCE_FILES.piiRedactionsJson,
      EVIDENCE_FILES.piiRedactionsCsv,
      EVIDENCE_FILES.settingsHistoryJson,
      EVIDENCE_FILES.settingsHistoryCsv,
    ]);
  });

  it("lists in frameworks.json the frameworks turned on, in order, with the notice that it certifies nothing", () => {
    expect(EVIDENCE_NOT_CERTIFICATION).toMatch(/^This bundle is evidence .* does not certify compliance/);
    expect(frameworksDocument([ComplianceFramework.SOC2, ComplianceFramework.DORA])).toEqual({
      notice: EVIDENCE_NOT_CERTIFICATION,
      turnedOn: [ComplianceFramework.SOC2, ComplianceFramework.DORA],
      frameworks: [
        { framework: ComplianceFramework.SOC2, ...FRAMEWORK_EVIDENCE[ComplianceFramework.SOC2] },
        { framework: ComplianceFramework.DORA, ...FRAMEWORK_EVIDENCE[ComplianceFramework.DORA] },
      ],
    });
    expect(frameworksDocument([])).toEqual({
      notice: EVIDENCE_NOT_CERTIFICATION,
      turnedOn: [],
      frameworks: [],
    });
  });
});

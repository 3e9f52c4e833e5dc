import {
  type ComplianceFramework,
  ComplianceFramework as Framework,
} from "../organization/compliance-framework.ts";
import { type EvidenceFileName, EVIDENCE_FILES as FILES } from "./evidence-file-names.ts";

/** One article or control a piece of the bundle supports, and how. */
export interface FrameworkReference {
  readonly reference: string;
  readonly files: readonly EvidenceFileName[];
  readonly supports: string;
}

export interface FrameworkEvidence {
  readonly title: string;
  readonly references: readonly FrameworkReference[];
}

/** Said wherever the mapping is shown: the bundle is material for an assessment, never the assessment. */
export const EVIDENCE_NOT_CERTIFICATION =
  "This bundle is evidence a department can put before its assessors. It does not certify compliance with any " +
  "framework, and it is no legal opinion: whether the obligations are met is for the department and its assessors.";

const REQUESTS = [FILES.requestsJson, FILES.requestsCsv] as const;
const HISTORY = [FILES.settingsHistoryJson, FILES.settingsHistoryCsv] as const;
const DECISIONS = [FILES.decisionsJson, FILES.decisionsCsv] as const;
const PII = [FILES.piiRedactionsJson, FILES.piiRedactionsCsv] as const;
const INTEGRITY = [FILES.chain, FILES.manifest] as const;

/**
 * Which pieces of the bundle support which articles or controls of each framework a department can turn on
 * (docs/compliance-evidence.md explains each). Worded as support: what the records show, not what they prove.
 */
export const FRAMEWORK_EVIDENCE: Readonly<Record<ComplianceFramework, FrameworkEvidence>> = {
  [Framework.EU_AI_ACT]: {
    title: "EU AI Act (Regulation (EU) 2024/1689)",
    references: [
      {
        reference: "Art. 12 (record-keeping)",
        files: [...REQUESTS, ...DECISIONS],
        supports:
          "Automatically recorded events over the use of the system: each request's time, sender, model and outcome.",
      },
      {
        reference: "Art. 19 (automatically generated logs)",
        files: [...REQUESTS, ...INTEGRITY],
        supports:
          "The month's logs as kept; with the EU AI Act on, request metadata is kept at least six months.",
      },
      {
        reference: "Art. 26(6) (deployers keep the logs)",
        files: [...REQUESTS, ...HISTORY, ...INTEGRITY],
        supports:
          "The logs under the department's control, with who changed its settings and a hash of each file.",
      },
    ],
  },
  [Framework.GDPR]: {
    title: "GDPR (Regulation (EU) 2016/679)",
    references: [
      {
        reference: "Art. 30 (records of processing activities)",
        files: [...REQUESTS, ...HISTORY],
        supports:
          "What was processed, when, by whom and with which model, and the settings that governed it.",
      },
      {
        reference: "Art. 25 (data protection by design and by default)",
        files: [...PII, ...HISTORY],
        supports: "How many values of each kind of personal data were masked or blocked before forwarding.",
      },
      {
        reference: "Arts. 44-49 (transfers to third countries)",
        files: [...DECISIONS],
        supports: "Data residency decisions on each request, refusals included.",
      },
    ],
  },
  [Framework.SOC2]: {
    title: "SOC 2 (AICPA Trust Services Criteria)",
    references: [
      {
        reference: "CC7.2 and CC7.3 (system monitoring, evaluating events)",
        files: [...REQUESTS, ...DECISIONS],
        supports:
          "Every request and every refusal by the budget and residency rules, with status and reason.",
      },
      {
        reference: "CC8.1 (change management)",
        files: [...HISTORY, FILES.chain],
        supports:
          "Each settings change with actor, role, time, before and after, on a hash chain verified here.",
      },
    ],
  },
  [Framework.ISO42001]: {
    title: "ISO/IEC 42001:2023",
    references: [
      {
        reference: "Clause 9.1 (monitoring, measurement, analysis and evaluation)",
        files: [...REQUESTS, ...DECISIONS, ...PII],
        supports: "Measured use of the AI systems over the month and the outcomes of the controls applied.",
      },
      {
        reference: "Clause 7.5 (documented information) and Annex A.6.2.8 (event logs)",
        files: [...HISTORY, ...INTEGRITY],
        supports: "Event logs and a record of changes kept with the means to detect their alteration.",
      },
    ],
  },
  [Framework.HIPAA]: {
    title: "HIPAA Security Rule (45 CFR Part 164)",
    references: [
      {
        reference: "§164.312(b) (audit controls)",
        files: [...REQUESTS, ...HISTORY],
        supports: "Recorded activity of the system that may carry protected health information.",
      },
      {
        reference: "§164.312(c)(1) (integrity)",
        files: [...INTEGRITY],
        supports: "A hash chain over the settings history and a SHA-256 of each file of the bundle.",
      },
      {
        reference: "§164.308(a)(1)(ii)(D) (information system activity review)",
        files: [FILES.summary, ...PII],
        supports: "A printable review of the month's activity and the personal data withheld.",
      },
    ],
  },
  [Framework.AI_RMF]: {
    title: "NIST AI Risk Management Framework (AI 100-1)",
    references: [
      {
        reference: "GOVERN 1.5 (ongoing monitoring and periodic review)",
        files: [FILES.summary, ...HISTORY],
        supports: "A monthly record to review, with the settings decisions taken over it.",
      },
      {
        reference: "MEASURE 2.8 (transparency and accountability)",
        files: [...REQUESTS, ...HISTORY],
        supports: "Who used which model and who changed which control, with roles.",
      },
      {
        reference: "MANAGE 4.1 (post-deployment monitoring)",
        files: [...DECISIONS, ...PII],
        supports: "The outcomes of the budget, residency and PII controls on real traffic.",
      },
    ],
  },
  [Framework.DORA]: {
    title: "DORA (Regulation (EU) 2022/2554)",
    references: [
      {
        reference: "Art. 9(4)(e) (ICT change management)",
        files: [...HISTORY, FILES.chain],
        supports: "Documented changes to the department's ICT settings, with actor and before and after.",
      },
      {
        reference: "Art. 10 (detection of anomalous activities)",
        files: [...REQUESTS, ...DECISIONS],
        supports: "Failed and refused requests with their reasons, for detection and follow-up.",
      },
      {
        reference: "Art. 28 (ICT third-party risk)",
        files: [...DECISIONS, ...REQUESTS],
        supports: "Which third-party models served the requests and where residency rules refused them.",
      },
    ],
  },
};

/** frameworks.json: the frameworks turned on, each with the pieces that support it. */
export function frameworksDocument(turnedOn: readonly ComplianceFramework[]) {
  return {
    notice: EVIDENCE_NOT_CERTIFICATION,
    turnedOn: [...turnedOn],
    frameworks: turnedOn.map((framework) => ({ framework, ...FRAMEWORK_EVIDENCE[framework] })),
  };
}

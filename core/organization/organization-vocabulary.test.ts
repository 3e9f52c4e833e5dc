import { describe, expect, it } from "vitest";
import { COMPLIANCE_FILE_STATUSES, ComplianceFileStatus } from "./compliance-file-status.ts";
import { COMPLIANCE_FRAMEWORKS, NO_FRAMEWORKS } from "./compliance-framework.ts";
import { CUSTOM_REGIONS, REGIONS_COMING_SOON } from "./data-residency.ts";
import { DEPARTMENT_KEY_AUDIT_KIND, DepartmentApiKeyChange } from "./department-api-key-activity.ts";
import { GOVERNED_SETTINGS } from "./department-setting.ts";
import { DEFAULT_EMBEDDING_MODEL, unknownEmbeddingModel } from "./organization-settings.ts";
import {
  POLICY_FETCH_TIME_LIMIT_MS,
  POLICY_FILE_ACCEPT,
  POLICY_FILE_KINDS_IN_WORDS,
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_TOO_LARGE,
  POLICY_FILE_UNSUPPORTED,
} from "./policy-file-limits.ts";

describe("the compliance frameworks", () => {
  it("are SPEC §3's seven, each off as a department starts", () => {
    expect(COMPLIANCE_FRAMEWORKS).toEqual([
      "SOC2",
      "ISO42001",
      "GDPR",
      "HIPAA",
      "EU_AI_ACT",
      "AI_RMF",
      "DORA",
    ]);
    expect(NO_FRAMEWORKS).toEqual({
      SOC2: false,
      ISO42001: false,
      GDPR: false,
      HIPAA: false,
      EU_AI_ACT: false,
      AI_RMF: false,
      DORA: false,
    });
  });

  it("are governed settings with the PII handling, its entities and the budget", () => {
    expect(GOVERNED_SETTINGS).toEqual([
      ...COMPLIANCE_FRAMEWORKS,
      "PIIAndSensitive",
      "piiEntities",
      "monthlyBudgetInDollar",
    ]);
  });
});

describe("a policy document's status", () => {
  it("is PENDING, INDEXED or FAILED, as the gateway spells them", () => {
    expect(ComplianceFileStatus).toEqual({ PENDING: "PENDING", INDEXED: "INDEXED", FAILED: "FAILED" });
    expect(COMPLIANCE_FILE_STATUSES).toEqual(["PENDING", "INDEXED", "FAILED"]);
  });
});

describe("the regions of a custom data residency", () => {
  it("are the US, Canada, the EU and Asia, Asia shown as coming soon", () => {
    expect(CUSTOM_REGIONS).toEqual(["US", "CA", "EU", "ASIA"]);
    expect(REGIONS_COMING_SOON).toEqual(["ASIA"]);
  });
});

describe("a change to a department key", () => {
  it("is recorded in the audit log under its department key kind", () => {
    expect(DepartmentApiKeyChange).toEqual({
      CREATED: "API_KEY_CREATED",
      EDITED: "API_KEY_EDITED",
      ROTATED: "API_KEY_ROTATED",
      REVOKED: "API_KEY_REVOKED",
      DELETED: "API_KEY_DELETED",
    });
    expect(DEPARTMENT_KEY_AUDIT_KIND).toEqual({
      API_KEY_CREATED: "DEPARTMENT_KEY_CREATED",
      API_KEY_EDITED: "DEPARTMENT_KEY_EDITED",
      API_KEY_ROTATED: "DEPARTMENT_KEY_ROTATED",
      API_KEY_REVOKED: "DEPARTMENT_KEY_REVOKED",
      API_KEY_DELETED: "DEPARTMENT_KEY_DELETED",
    });
  });
});

describe("the organization's embedding model", () => {
  it("starts as text-embedding-3-small", () => {
    expect(DEFAULT_EMBEDDING_MODEL).toBe("text-embedding-3-small");
  });

  it("is refused, naming the catalogue's models, when it is not one of them", () => {
    expect(unknownEmbeddingModel("ada", ["text-embedding-3-small", "text-embedding-3-large"])).toBe(
      "embeddingModel must be one of the catalogue's embedding models (text-embedding-3-small, text-embedding-3-large) or null, not ada",
    );
    expect(unknownEmbeddingModel("ada", [])).toBe(
      "embeddingModel must be one of the catalogue's embedding models (none) or null, not ada",
    );
  });
});

describe("a policy document's limits", () => {
  it("accept the endings of PDF, DOCX, text and Markdown files", () => {
    expect(POLICY_FILE_ACCEPT).toBe(".pdf,.docx,.txt,.md,.markdown");
    expect(POLICY_FILE_KINDS_IN_WORDS).toBe("PDF, DOCX, plain text or Markdown");
  });

  it("are 10 MB and 10 seconds for a document from a URL", () => {
    expect(POLICY_FILE_MAX_BYTES).toBe(10_485_760);
    expect(POLICY_FETCH_TIME_LIMIT_MS).toBe(10_000);
  });

  it("are stated in the words of a 413 and a 415", () => {
    expect(POLICY_FILE_TOO_LARGE).toBe("A policy file may be at most 10 MB; this one is larger.");
    expect(POLICY_FILE_UNSUPPORTED).toBe(
      "A policy file must be PDF, DOCX, plain text or Markdown (.pdf, .docx, .txt, .md); this one is none of them.",
    );
  });
});

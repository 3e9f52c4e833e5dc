import type { AuditEntry } from "../audit/audit-entry.ts";
import { ComplianceFramework } from "../organization/compliance-framework.ts";
import { evidencePeriodOf } from "./evidence-period.ts";
import type { EvidenceRequest } from "./evidence-request.ts";
import type { EvidenceSource } from "./evidence-source.ts";

/** Requests and bundles' sources for tests: an answered request of March 2026 unless a test says otherwise. */
export const EvidenceMother = {
  request(overrides: Partial<EvidenceRequest> = {}): EvidenceRequest {
    return {
      id: "req-1",
      createdAt: "2026-03-10T09:00:00.000Z",
      userEmail: "member@example.test",
      apiKeyId: "key-1",
      endpoint: "chat",
      model: "gpt-test",
      servedModel: "gpt-test",
      statusCode: 200,
      error: null,
      totalTokens: 30,
      totalCostUsd: 0.0012,
      piiRedactions: {},
      ...overrides,
    };
  },

  settingsChange(overrides: Partial<AuditEntry> = {}): AuditEntry {
    return {
      organizationId: "org-test",
      departmentId: "dep-test",
      actor: { id: "user-owner", email: "owner@example.test", role: "OWNER" },
      kind: "DEPARTMENT_SETTINGS_CHANGED",
      subject: { type: "department", id: "dep-test", name: "Research" },
      before: { GDPR: false },
      after: { GDPR: true },
      address: "203.0.113.7",
      sequence: 1,
      at: "2026-03-02T08:00:00.000Z",
      previousSeal: "a".repeat(64),
      hash: "b".repeat(64),
      ...overrides,
    };
  },

  source(overrides: Partial<EvidenceSource> = {}): EvidenceSource {
    return {
      organization: { id: "org-test", name: "Test organization" },
      department: {
        id: "dep-test",
        name: "Research",
        frameworks: [ComplianceFramework.GDPR, ComplianceFramework.EU_AI_ACT],
        piiHandling: "PSEUDONYMIZE",
        rules: { monthlyBudgetInDollar: 100, dataResidency: "EU", customRegions: [] },
      },
      period: evidencePeriodOf("2026-03") as NonNullable<ReturnType<typeof evidencePeriodOf>>,
      generatedAt: "2026-04-01T10:00:00.000Z",
      generatedBy: { email: "owner@example.test", role: "OWNER" },
      includesBodies: false,
      requests: [EvidenceMother.request()],
      settingsHistory: [EvidenceMother.settingsChange()],
      chain: {
        intact: true,
        count: 1,
        headHash: "b".repeat(64),
        since: "2026-03-02T08:00:00.000Z",
        head: { count: 1, hash: "b".repeat(64) },
      },
      ...overrides,
    };
  },
};

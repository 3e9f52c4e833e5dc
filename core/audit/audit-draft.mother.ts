import type { AuditDraft } from "./audit-entry.ts";

/** Changes to record, for tests: a department's GDPR flag switched on by the owner, unless a test says otherwise. */
export const AuditDraftMother = {
  draft(overrides: Partial<AuditDraft> = {}): AuditDraft {
    return {
      organizationId: "org-test",
      departmentId: "dep-test",
      actor: { id: "user-owner", email: "owner@example.test", role: "OWNER" },
      kind: "DEPARTMENT_SETTINGS_CHANGED",
      subject: { type: "department", id: "dep-test", name: "Test department" },
      before: { GDPR: false },
      after: { GDPR: true },
      address: "203.0.113.7",
      ...overrides,
    };
  },
};

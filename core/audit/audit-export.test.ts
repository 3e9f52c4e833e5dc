import { describe, expect, it } from "vitest";
import type { AuditEntry } from "./audit-entry.ts";
import {
  AUDIT_EXPORT_FIELDS,
  AUDIT_EXPORT_MEDIA_TYPES,
  auditExportFileName,
  auditExportJson,
  auditExportRows,
  auditHeadRows,
} from "./audit-export.ts";

const ENTRY: AuditEntry = {
  organizationId: "org-test",
  departmentId: "dep-test",
  actor: { id: "user-owner", email: "owner@example.test", role: "OWNER" },
  kind: "DEPARTMENT_SETTINGS_CHANGED",
  subject: { type: "department", id: "dep-test", name: "Research" },
  before: { HIPAA: false, GDPR: false },
  after: { HIPAA: true, GDPR: true },
  address: "203.0.113.7",
  sequence: 7,
  at: "2026-03-02T08:00:00.000Z",
  previousSeal: "a".repeat(64),
  hash: "b".repeat(64),
};

const exported = (entry: AuditEntry) => {
  const [row] = auditExportRows([entry]);
  return Object.fromEntries(AUDIT_EXPORT_FIELDS.map((field, index) => [field, row?.[index]]));
};

describe("an exported audit entry", () => {
  it("has a cell under each header, in the header's order", () => {
    expect(AUDIT_EXPORT_FIELDS).toEqual([
      "sequence",
      "at",
      "actorId",
      "actorEmail",
      "actorRole",
      "kind",
      "departmentId",
      "subjectType",
      "subjectId",
      "subjectName",
      "before",
      "after",
      "address",
      "previousSeal",
      "hash",
    ]);
    expect(auditExportRows([ENTRY])).toEqual([
      [
        7,
        "2026-03-02T08:00:00.000Z",
        "user-owner",
        "owner@example.test",
        "OWNER",
        "DEPARTMENT_SETTINGS_CHANGED",
        "dep-test",
        "department",
        "dep-test",
        "Research",
        '{"GDPR":false,"HIPAA":false}',
        '{"GDPR":true,"HIPAA":true}',
        "203.0.113.7",
        "a".repeat(64),
        "b".repeat(64),
      ],
    ]);
  });

  it("leaves before and after empty when the change had none, and keeps a missing department and address empty", () => {
    expect(
      exported({ ...ENTRY, before: null, after: null, departmentId: null, address: null }),
    ).toMatchObject({
      before: null,
      after: null,
      departmentId: null,
      address: null,
    });
  });

  it("lists the entries in the order given", () => {
    const rows = auditExportRows([ENTRY, { ...ENTRY, sequence: 8 }]);
    expect(rows.map((row) => row[0])).toEqual([7, 8]);
    expect(auditExportRows([])).toEqual([]);
  });
});

describe("an audit export's other parts", () => {
  it("closes the CSV with the chain's head", () => {
    expect(auditHeadRows({ count: 12, hash: "c".repeat(64) })).toEqual([
      ["headCount", "headHash"],
      [12, "c".repeat(64)],
    ]);
  });

  it("gives the JSON the organization, the head and the entries", () => {
    const head = { count: 7, hash: "b".repeat(64) };
    expect(auditExportJson("org-test", head, [ENTRY])).toEqual({
      organizationId: "org-test",
      head,
      entries: [ENTRY],
    });
  });

  it("names the file by the UTC day it was made and its format", () => {
    const lateInUtc = new Date("2026-12-07T23:30:00.000Z");
    expect(auditExportFileName("csv", lateInUtc)).toBe("audit-log-2026-12-07.csv");
    expect(auditExportFileName("json", new Date("2027-01-01T00:00:00.000Z"))).toBe(
      "audit-log-2027-01-01.json",
    );
  });

  it("serves CSV as UTF-8 text and JSON as JSON", () => {
    expect(AUDIT_EXPORT_MEDIA_TYPES).toEqual({ csv: "text/csv; charset=utf-8", json: "application/json" });
  });
});

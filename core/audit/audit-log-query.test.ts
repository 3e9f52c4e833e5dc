import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import { AuditLogExportDto, AuditLogQueryDto } from "./audit-log-query.dto.ts";
import { passesAuditFilters } from "./audit-log-query.ts";

const entry = {
  at: "2026-03-02T23:59:59.999Z",
  kind: "MODEL_ADDED",
  actor: { id: "user-owner", email: "owner@example.test" },
};

describe("the audit log's filters", () => {
  it("pass every entry when none is given", () => {
    expect(passesAuditFilters(entry, {})).toBe(true);
  });

  it("keep the actor asked for, by id or by email", () => {
    expect(passesAuditFilters(entry, { actor: "user-owner" })).toBe(true);
    expect(passesAuditFilters(entry, { actor: "owner@example.test" })).toBe(true);
    expect(passesAuditFilters(entry, { actor: "someone@example.test" })).toBe(false);
  });

  it("keep the kind asked for", () => {
    expect(passesAuditFilters(entry, { kind: "MODEL_ADDED" })).toBe(true);
    expect(passesAuditFilters(entry, { kind: "MODEL_REMOVED" })).toBe(false);
  });

  it("keep the days from and to, both included, by the entry's UTC day", () => {
    expect(passesAuditFilters(entry, { from: "2026-03-02", to: "2026-03-02" })).toBe(true);
    expect(passesAuditFilters(entry, { from: "2026-03-03" })).toBe(false);
    expect(passesAuditFilters(entry, { to: "2026-03-01" })).toBe(false);
    expect(passesAuditFilters(entry, { from: "2026-03-01", to: "2026-03-03" })).toBe(true);
  });
});

describe("the audit log's query", () => {
  it("takes the filters, a page from 1 and at most 100 entries a page", () => {
    const query = { actor: "owner@example.test", kind: "MODEL_ADDED", from: "2026-03-01", to: "2026-03-31" };
    expect(validateInput(AuditLogQueryDto, { ...query, page: 1, limit: 100 }).errMsgs).toEqual([]);
    expect(validateInput(AuditLogQueryDto, { page: 0, limit: 101 }).errMsgs).toEqual([
      "page must not be less than 1",
      "limit must not be greater than 100",
    ]);
  });

  it("says which kind or day is wrong", () => {
    const { errMsgs } = validateInput(AuditLogQueryDto, {
      kind: "MODEL_RENAMED",
      from: "2026-02-30",
      to: "2026-3-1",
      page: 1,
      limit: 25,
    });
    expect([...new Set(errMsgs)]).toEqual([
      "kind must be one of the audit log's kinds of change",
      "from must be a calendar day written YYYY-MM-DD",
      "to must be a calendar day written YYYY-MM-DD",
    ]);
    expect(
      validateInput(AuditLogQueryDto, { from: "2026-03-01T00:00:00Z", page: 1, limit: 25 }).errMsgs,
    ).toEqual(["from must be a calendar day written YYYY-MM-DD"]);
  });

  it("exports as CSV or JSON only", () => {
    expect(validateInput(AuditLogExportDto, { format: "csv" }).errMsgs).toEqual([]);
    expect(validateInput(AuditLogExportDto, { format: "json" }).errMsgs).toEqual([]);
    expect(validateInput(AuditLogExportDto, { format: "xlsx" }).errMsgs).toEqual([
      "format must be csv or json",
    ]);
  });
});

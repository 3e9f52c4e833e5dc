import { describe, expect, it } from "vitest";
import { EvidenceMother } from "./evidence-source.mother.ts";
import { piiRedactionSummary, piiRedactionsTable } from "./pii-redaction-counts.ts";

describe("the PII redactions of a period", () => {
  it("add up by kind, kinds in alphabetical order, counting the requests checked and not", () => {
    const summary = piiRedactionSummary([
      EvidenceMother.request({ piiRedactions: { PHONE_NUMBER: 1, EMAIL_ADDRESS: 2 } }),
      EvidenceMother.request({ piiRedactions: {} }),
      EvidenceMother.request({ piiRedactions: { CREDIT_CARD: 3, EMAIL_ADDRESS: 1 } }),
      EvidenceMother.request({ piiRedactions: null }),
    ]);
    expect(summary).toEqual({
      byKind: { CREDIT_CARD: 3, EMAIL_ADDRESS: 3, PHONE_NUMBER: 1 },
      requestsChecked: 3,
      requestsUnchecked: 1,
    });
    expect(Object.keys(summary.byKind)).toEqual(["CREDIT_CARD", "EMAIL_ADDRESS", "PHONE_NUMBER"]);
  });

  it("are none for no requests", () => {
    expect(piiRedactionSummary([])).toEqual({ byKind: {}, requestsChecked: 0, requestsUnchecked: 0 });
  });

  it("list one row per request and kind found, kinds in alphabetical order, none for a count of 0", () => {
    const table = piiRedactionsTable([
      EvidenceMother.request({
        id: "a",
        piiRedactions: { PHONE_NUMBER: 1, EMAIL_ADDRESS: 0, CREDIT_CARD: 2 },
      }),
      EvidenceMother.request({ id: "b", piiRedactions: null }),
    ]);
    expect(table).toEqual({
      columns: ["requestId", "at", "kind", "count"],
      rows: [
        ["a", "2026-03-10T09:00:00.000Z", "CREDIT_CARD", 2],
        ["a", "2026-03-10T09:00:00.000Z", "PHONE_NUMBER", 1],
      ],
    });
  });
});

import { describe, expect, it } from "vitest";
import { auditChangeLines } from "./audit-change-lines.ts";

describe("an entry's before → after as lines", () => {
  it("says each changed field with its value before and after", () => {
    expect(
      auditChangeLines(
        { GDPR: false, monthlyBudgetInDollar: 1000 },
        { GDPR: true, monthlyBudgetInDollar: 2500 },
      ),
    ).toEqual([
      { field: "GDPR", before: "false", after: "true" },
      { field: "monthlyBudgetInDollar", before: "1000", after: "2500" },
    ]);
  });

  it("says a thing added has nothing before, and a thing removed nothing after", () => {
    expect(auditChangeLines(null, { role: "SUPER_ADMIN" })).toEqual([
      { field: "role", before: null, after: "SUPER_ADMIN" },
    ]);
    expect(auditChangeLines({ departments: ["Finance", "Research"] }, null)).toEqual([
      { field: "departments", before: "Finance, Research", after: null },
    ]);
  });

  it("keeps markup as the text it is", () => {
    expect(auditChangeLines(null, { name: "<img src=x onerror=alert(1)>" })[0]?.after).toBe(
      "<img src=x onerror=alert(1)>",
    );
  });
});

import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import { PERIOD_PROBLEM } from "./evidence-period.ts";
import { BODIES_PROBLEM, EvidenceQueryDto } from "./evidence-query.dto.ts";

describe("the evidence download's query", () => {
  it("takes a month and, optionally, whether bodies go in", () => {
    expect(validateInput(EvidenceQueryDto, { period: "2026-03" }).errMsgs).toEqual([]);
    expect(validateInput(EvidenceQueryDto, { period: "2026-12", bodies: "true" }).errMsgs).toEqual([]);
    expect(validateInput(EvidenceQueryDto, { period: "2026-01", bodies: "false" }).errMsgs).toEqual([]);
  });

  it.each([undefined, "2026-13", "2026-00", "2026-3", "2026-03-01", "x2026-03"])(
    "refuses the period %j, saying how to write one",
    (period) => {
      expect([...new Set(validateInput(EvidenceQueryDto, { period }).errMsgs)]).toEqual([PERIOD_PROBLEM]);
    },
  );

  it("refuses bodies other than true or false", () => {
    expect(validateInput(EvidenceQueryDto, { period: "2026-03", bodies: "yes" }).errMsgs).toEqual([
      BODIES_PROBLEM,
    ]);
    expect(BODIES_PROBLEM).toBe("bodies must be true or false.");
    expect(PERIOD_PROBLEM).toBe("period must be a month written YYYY-MM, such as 2026-03.");
  });
});

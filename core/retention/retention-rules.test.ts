import { describe, expect, it } from "vitest";
import { retentionProblems, validRetention } from "./retention-rules.ts";

describe("a retention setting", () => {
  it("is valid with whole days from 1 to 3650 and bodies kept no longer than metadata", () => {
    expect(retentionProblems({ bodiesDays: 30, metadataDays: 30 })).toEqual([]);
    expect(retentionProblems({ bodiesDays: 1, metadataDays: 3650 })).toEqual([]);
    expect(validRetention({ bodiesDays: 30, metadataDays: 365, extra: true })).toEqual({
      bodiesDays: 30,
      metadataDays: 365,
    });
  });

  it("refuses bodies kept longer than metadata, naming both", () => {
    expect(retentionProblems({ bodiesDays: 400, metadataDays: 90 })).toEqual([
      {
        field: "bodiesDays",
        rule: "bodiesWithinMetadata",
        message:
          "bodiesDays must not be more than metadataDays: bodies are never kept longer than their metadata",
      },
    ]);
    expect(validRetention({ bodiesDays: 400, metadataDays: 90 })).toBeNull();
  });

  it("refuses days that are not whole, out of range or missing, field by field", () => {
    const fieldsOf = (input: unknown) =>
      retentionProblems(input).map(({ field, rule }) => `${field}:${rule}`);
    expect(fieldsOf({ bodiesDays: 1.5, metadataDays: 3651 })).toEqual([
      "bodiesDays:wholeDays",
      "metadataDays:wholeDays",
    ]);
    expect(fieldsOf({ bodiesDays: 0, metadataDays: "90" })).toEqual([
      "bodiesDays:wholeDays",
      "metadataDays:wholeDays",
    ]);
    expect(fieldsOf(null)).toEqual(["bodiesDays:wholeDays", "metadataDays:wholeDays"]);
    expect(retentionProblems({ bodiesDays: -1, metadataDays: 90 })[0]?.message).toBe(
      "bodiesDays must be a whole number of days from 1 to 3650",
    );
  });
});

import { describe, expect, it } from "vitest";
import { retentionProblems, validRetention } from "./retention-rules.ts";
import { DEFAULT_RETENTION, RETENTION_DAYS_RANGE } from "./retention-settings-json.ts";

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

  it("takes both ends of the range, and no day past them, naming the field in the message", () => {
    expect(RETENTION_DAYS_RANGE).toEqual({ min: 1, max: 3650 });
    expect(retentionProblems({ bodiesDays: 3650, metadataDays: 3650 })).toEqual([]);
    expect(retentionProblems({ bodiesDays: 1, metadataDays: 1 })).toEqual([]);
    expect(retentionProblems({ bodiesDays: 30, metadataDays: 3651 })).toEqual([
      {
        field: "metadataDays",
        rule: "wholeDays",
        message: "metadataDays must be a whole number of days from 1 to 3650",
      },
    ]);
    expect(retentionProblems({ bodiesDays: 30, metadataDays: 0 })[0]?.field).toBe("metadataDays");
  });

  it("does not compare bodies and metadata when either is not a whole number of days", () => {
    expect(retentionProblems({ bodiesDays: 400, metadataDays: 0 }).map(({ rule }) => rule)).toEqual([
      "wholeDays",
    ]);
    expect(retentionProblems({ bodiesDays: 4000, metadataDays: 90 }).map(({ rule }) => rule)).toEqual([
      "wholeDays",
    ]);
    expect(validRetention("90")).toBeNull();
  });

  it("keeps bodies 90 days and metadata 400 by default, a valid setting", () => {
    expect(DEFAULT_RETENTION).toEqual({ bodiesDays: 90, metadataDays: 400 });
    expect(validRetention(DEFAULT_RETENTION)).toEqual(DEFAULT_RETENTION);
  });
});

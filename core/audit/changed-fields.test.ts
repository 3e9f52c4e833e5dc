import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields.ts";

describe("the fields an audit entry keeps of a change", () => {
  it("are only those that differ, each side as it was", () => {
    expect(
      changedFields(
        { name: "Research", GDPR: false, HIPAA: true },
        { name: "Research", GDPR: true, HIPAA: true },
      ),
    ).toEqual({
      before: { GDPR: false },
      after: { GDPR: true },
    });
  });

  it("are none when nothing changed, lists and objects compared by value", () => {
    expect(
      changedFields(
        { thresholds: [50, 80], hint: { last: "abcd" } },
        { thresholds: [50, 80], hint: { last: "abcd" } },
      ),
    ).toBeNull();
  });

  it("count a field missing on one side as null", () => {
    expect(changedFields({ url: "https://a.example" }, {})).toEqual({
      before: { url: "https://a.example" },
      after: { url: null },
    });
  });

  it("see a list's order as a change", () => {
    expect(
      changedFields({ piiEntities: ["EMAIL", "PHONE"] }, { piiEntities: ["PHONE", "EMAIL"] }),
    ).not.toBeNull();
  });
});

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

  it("see a list grown or shrunk, or a list become an object, as a change", () => {
    expect(changedFields({ thresholds: [50, 80] }, { thresholds: [50, 80, 90] })).toEqual({
      before: { thresholds: [50, 80] },
      after: { thresholds: [50, 80, 90] },
    });
    expect(changedFields({ thresholds: [50] }, { thresholds: { 0: 50 } })).not.toBeNull();
    expect(changedFields({ thresholds: { 0: 50 } }, { thresholds: [50] })).not.toBeNull();
  });

  it("see an object's changed field, and an object that appears where there was none, as a change", () => {
    expect(changedFields({ hint: { last: "abcd" } }, { hint: { last: "wxyz" } })).toEqual({
      before: { hint: { last: "abcd" } },
      after: { hint: { last: "wxyz" } },
    });
    expect(changedFields({ hint: null }, { hint: {} })).toEqual({
      before: { hint: null },
      after: { hint: {} },
    });
    expect(changedFields({ hint: "abcd" }, { hint: { last: "abcd" } })).not.toBeNull();
  });

  it("count a nested field missing on one side as null too", () => {
    expect(changedFields({ hint: { last: "abcd", first: null } }, { hint: { last: "abcd" } })).toBeNull();
    expect(changedFields({ url: null }, {})).toBeNull();
  });

  it("see a value of another type as a change", () => {
    expect(changedFields({ limit: 5 }, { limit: "5" })).toEqual({
      before: { limit: 5 },
      after: { limit: "5" },
    });
  });
});

import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import {
  OrganizationUsageBreakdownQueryDto,
  UsageBreakdownQueryDto,
  UsageSeriesQueryDto,
} from "./usage-analytics-query.dto.ts";

describe("the usage analytics query", () => {
  it("buckets by day when not told, and takes ISO 8601 dates and date-times", () => {
    const { value, errMsgs } = validateInput(UsageSeriesQueryDto, {
      startDate: "2025-03-01",
      endDate: "2025-03-08T00:00:00Z",
    });
    expect(errMsgs).toEqual([]);
    expect(value.bucket).toBe("day");
  });

  it("says which date, bucket, grouping or filter is wrong", () => {
    const series = validateInput(UsageSeriesQueryDto, {
      startDate: "2025-02-30",
      endDate: "yesterday",
      bucket: "month",
      endpoint: "images",
      model: ["a", "b"],
    });
    expect(series.errMsgs).toEqual(
      expect.arrayContaining([
        "startDate must be an ISO 8601 date",
        "endDate must be an ISO 8601 date",
        "bucket must be hour, day or week",
        "endpoint must be chat, embeddings, responses or messages",
        "model must be given once",
      ]),
    );
    expect(validateInput(UsageBreakdownQueryDto, { by: "department" }).errMsgs).toEqual([
      "by must be model, apikey or endpoint",
    ]);
    expect(validateInput(OrganizationUsageBreakdownQueryDto, {}).errMsgs).toEqual([
      "by must be department, person or model",
    ]);
  });
});

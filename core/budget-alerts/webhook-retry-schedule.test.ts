import { describe, expect, it } from "vitest";
import { nextWebhookAttemptAt, WEBHOOK_MAX_ATTEMPTS } from "./webhook-retry-schedule.ts";

const MINUTE = 60_000;
const failedAt = Date.parse("2026-11-20T10:00:00Z");

describe("a failed webhook delivery", () => {
  it("is tried again after 1 min, 5 min, 30 min and 2 h", () => {
    expect(
      [1, 2, 3, 4].map((attempts) => (nextWebhookAttemptAt(attempts, failedAt) ?? Number.NaN) - failedAt),
    ).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE]);
  });

  it("is failed after its fifth attempt", () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(5);
    expect(nextWebhookAttemptAt(5, failedAt)).toBeNull();
  });
});

describe("a webhook delivery's schedule", () => {
  it("has no retry before a first attempt failed", () => {
    expect(nextWebhookAttemptAt(0, failedAt)).toBeNull();
  });
});

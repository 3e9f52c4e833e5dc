import { describe, expect, it } from "vitest";
import { WEBHOOK_URL_RULE, WEBHOOK_URL_TOO_LONG, webhookUrlProblem } from "./webhook-url-rule.ts";

describe("a webhook address", () => {
  it("is accepted as an absolute http or https address", () => {
    expect(webhookUrlProblem("https://hooks.example.com/gateway?team=1")).toBeNull();
    expect(webhookUrlProblem(" http://receiver.example:8080/alerts ")).toBeNull();
  });

  it("is refused when it is not one, saying what it must be", () => {
    for (const url of ["", "hooks.example.com/alerts", "ftp://files.example.com", "javascript:alert(1)", 42])
      expect(webhookUrlProblem(url), String(url)).toBe(WEBHOOK_URL_RULE);
  });

  it("is refused past 2048 characters", () => {
    expect(webhookUrlProblem(`https://hooks.example.com/${"a".repeat(2048)}`)).toBe(WEBHOOK_URL_TOO_LONG);
  });
});

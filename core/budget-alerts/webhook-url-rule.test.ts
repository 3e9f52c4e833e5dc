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

describe("a webhook address, at its edges", () => {
  it("is taken at exactly 2048 characters and refused at 2049", () => {
    const base = "https://hooks.example.com/";
    expect(webhookUrlProblem(`${base}${"a".repeat(2048 - base.length)}`)).toBeNull();
    expect(webhookUrlProblem(`${base}${"a".repeat(2049 - base.length)}`)).toBe(WEBHOOK_URL_TOO_LONG);
    expect(WEBHOOK_URL_TOO_LONG).toBe("url must be at most 2048 characters");
  });

  it("is refused when it is no text at all, however long a list it is", () => {
    expect(webhookUrlProblem(Array.from({ length: 3000 }, () => "a"))).toBe(WEBHOOK_URL_RULE);
    expect(webhookUrlProblem(null)).toBe(WEBHOOK_URL_RULE);
  });

  it("is taken with the spaces a paste leaves around it, non-breaking ones included", () => {
    expect(webhookUrlProblem("\u00a0https://hooks.example.com/alerts\u00a0")).toBeNull();
  });

  it("is refused blank, or without a host", () => {
    for (const url of ["   ", "https://", "http://:80/alerts", "mailto:ops@example.com"])
      expect(webhookUrlProblem(url), url).toBe(WEBHOOK_URL_RULE);
    expect(WEBHOOK_URL_RULE).toBe("url must be an http or https address");
  });
});

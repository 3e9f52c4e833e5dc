import { describe, expect, it } from "vitest";
import { isChatRefusalShownInPlace } from "./chat-completion-failures.ts";

describe("chat refusals the playground tells in place", () => {
  it("tells an unknown model and a spent budget in place", () => {
    expect(isChatRefusalShownInPlace({ kind: "http", status: 404, code: "model_not_found" })).toBe(true);
    expect(isChatRefusalShownInPlace({ kind: "http", status: 429, code: "insufficient_quota" })).toBe(true);
  });

  it("leaves a rate limit, an unknown path and a lost connection to their pages", () => {
    expect(isChatRefusalShownInPlace({ kind: "http", status: 429, code: "rate_limit_exceeded" })).toBe(false);
    expect(isChatRefusalShownInPlace({ kind: "http", status: 404 })).toBe(false);
    expect(isChatRefusalShownInPlace({ kind: "network" })).toBe(false);
  });
});

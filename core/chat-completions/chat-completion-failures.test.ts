import { describe, expect, it } from "vitest";
import { isChatRefusalShownInPlace, isKeyRefusalShownInPlace } from "./chat-completion-failures.ts";

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

  it("needs the code to come with its own status", () => {
    expect(isChatRefusalShownInPlace({ kind: "http", status: 429, code: "model_not_found" })).toBe(false);
    expect(isChatRefusalShownInPlace({ kind: "http", status: 404, code: "insufficient_quota" })).toBe(false);
    expect(isChatRefusalShownInPlace({ kind: "http", status: 400, code: "model_not_found" })).toBe(false);
    expect(isChatRefusalShownInPlace({ kind: "http", status: 429 })).toBe(false);
  });

  it("leaves a failure that is not HTTP to its page", () => {
    expect(isChatRefusalShownInPlace({ kind: "other", cause: "model_not_found" })).toBe(false);
  });
});

describe("refusals of a request made with one of the person's keys", () => {
  it.each([401, 403, 429])("tells status %i in place", (status) => {
    expect(isKeyRefusalShownInPlace({ kind: "http", status, message: "Key expired" })).toBe(true);
  });

  it.each([400, 404, 500, 502])("leaves status %i to its usual handling", (status) => {
    expect(isKeyRefusalShownInPlace({ kind: "http", status })).toBe(false);
  });

  it("leaves a lost connection and a failure that is not HTTP to their pages", () => {
    expect(isKeyRefusalShownInPlace({ kind: "network" })).toBe(false);
    expect(isKeyRefusalShownInPlace({ kind: "other", cause: new Error("boom") })).toBe(false);
  });
});

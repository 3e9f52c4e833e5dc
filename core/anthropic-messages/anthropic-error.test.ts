import { describe, expect, it } from "vitest";
import { anthropicErrorOf } from "./anthropic-error.ts";

describe("errors in Anthropic's shape", () => {
  it.each([
    [400, "invalid_request_error"],
    [401, "authentication_error"],
    [402, "billing_error"],
    [403, "permission_error"],
    [404, "not_found_error"],
    [413, "request_too_large"],
    [429, "rate_limit_error"],
    [500, "api_error"],
    [504, "timeout_error"],
    [529, "overloaded_error"],
    [422, "invalid_request_error"],
    [405, "invalid_request_error"],
    [499, "invalid_request_error"],
    [502, "api_error"],
    [503, "api_error"],
    [399, "api_error"],
    [302, "api_error"],
    [200, "api_error"],
    [600, "api_error"],
  ])("status %i is an %s", (status, type) => {
    expect(anthropicErrorOf(status, "Something went wrong").error.type).toBe(type);
  });

  it("has the body Anthropic's SDKs read: type error, the error's type and message, the request id", () => {
    expect(anthropicErrorOf(429, "Slow down", "req_1")).toEqual({
      type: "error",
      error: { type: "rate_limit_error", message: "Slow down" },
      request_id: "req_1",
    });
  });

  it("has a null request id when none is given", () => {
    expect(anthropicErrorOf(404, "No such model")).toEqual({
      type: "error",
      error: { type: "not_found_error", message: "No such model" },
      request_id: null,
    });
  });
});

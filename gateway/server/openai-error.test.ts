import { describe, expect, it } from "vitest";
import { openAiErrorOf, paramNamedIn } from "./openai-error.ts";

describe("OpenAI's error object for a refusal", () => {
  it("calls a 400 an invalid_request_error naming the field its message is about", () => {
    expect(openAiErrorOf({ status: 400, errMsgs: ["messages[2].role must be one of system, user"] })).toEqual(
      {
        message: "messages[2].role must be one of system, user",
        type: "invalid_request_error",
        param: "messages[2].role",
        code: null,
      },
    );
  });

  it("calls a 401 an invalid_api_key", () => {
    expect(openAiErrorOf({ status: 401, errMsgs: ["Invalid API key"] })).toMatchObject({
      type: "invalid_request_error",
      code: "invalid_api_key",
      param: null,
    });
  });

  it("calls a 429 a rate_limit_exceeded of type requests, unless the refusal says it is a spent quota", () => {
    expect(openAiErrorOf({ status: 429, errMsgs: ["Too many requests: try again in 1 s."] })).toMatchObject({
      type: "requests",
      code: "rate_limit_exceeded",
    });
    const quota = { type: "insufficient_quota", code: "insufficient_quota" };
    expect(openAiErrorOf({ status: 429, errMsgs: ["Monthly budget…"], detail: quota })).toMatchObject(quota);
  });

  it.each([500, 502, 503])("calls a %i a server_error", (status) => {
    expect(openAiErrorOf({ status, errMsgs: ["Upstream provider unavailable"] })).toEqual({
      message: "Upstream provider unavailable",
      type: "server_error",
      param: null,
      code: null,
    });
  });

  it.each([403, 404, 409, 413, 415])(
    "calls any other %i an invalid_request_error without a param",
    (status) => {
      expect(openAiErrorOf({ status, errMsgs: ["model must be a string"] })).toMatchObject({
        type: "invalid_request_error",
        param: null,
        code: null,
      });
    },
  );

  it("takes the refusal's own code, param, type and words for OpenAI's clients over the status's", () => {
    const error = openAiErrorOf({
      status: 404,
      errMsgs: ["Unknown model: x"],
      detail: { code: "model_not_found", clientMessage: "The model `x` does not exist." },
    });
    expect(error).toEqual({
      message: "The model `x` does not exist.",
      type: "invalid_request_error",
      param: null,
      code: "model_not_found",
    });
    expect(openAiErrorOf({ status: 401, errMsgs: ["No key"], detail: { code: null } }).code).toBeNull();
    expect(openAiErrorOf({ status: 400, errMsgs: ["stop is wrong"], detail: { param: "input" } }).param).toBe(
      "input",
    );
  });

  it("joins several messages, and says the status when there is none", () => {
    expect(openAiErrorOf({ status: 400, errMsgs: ["a is bad", "b is bad"] }).message).toBe(
      "a is bad\nb is bad",
    );
    expect(openAiErrorOf({ status: 404, errMsgs: [] }).message).toBe("HTTP 404");
  });
});

describe("the field a validation message is about", () => {
  it.each([
    ["model must be a string", "model"],
    ["temperature must not be greater than 2", "temperature"],
    ["messages[0].content must be a string", "messages[0].content"],
    ["max_completion_tokens must not be less than 1", "max_completion_tokens"],
  ])("is read from %j", (message, param) => {
    expect(paramNamedIn(message)).toBe(param);
  });

  it.each([
    "The body must be a JSON object with messages and model",
    "Unknown routing strategy: fastest",
    "",
  ])("is none in %j", (message) => {
    expect(paramNamedIn(message)).toBeNull();
  });
});

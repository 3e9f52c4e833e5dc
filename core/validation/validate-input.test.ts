import { describe, expect, it } from "vitest";
import { ForgotPasswordDto } from "../auth/forgot-password.dto.ts";
import { NewCardDto } from "../billing/new-card.dto.ts";
import { validateInput } from "./validate-input.ts";

const EMAIL_ONLY = ["email must be an email"];

// Cases the form DTO fuzzing found (tests/fuzz/form-dtos.fuzz.test.ts): each crashed class-transformer or class-validator, or
// drew class-validator's undocumented "an unknown value was passed to the validate function".
describe("validating an input", () => {
  it("reads a text, a number, a list or a Set as an input without fields", () => {
    for (const input of ["x".repeat(20), 42, [], ["a@b.co"], new Set(), true])
      expect(validateInput(ForgotPasswordDto, input).errMsgs).toEqual(EMAIL_ONLY);
  });

  it("refuses a value carrying its own constructor key with the field's message instead of crashing", () => {
    const { errMsgs } = validateInput(NewCardDto, {
      brand: [{ constructor: -1 }],
      last4: "1234",
      expMonth: 1,
      expYear: 2030,
    });
    expect(errMsgs).toEqual([expect.stringMatching(/^brand must be one of /)]);
  });

  it("ignores an own __proto__ key, which would otherwise replace the DTO's prototype and its rules", () => {
    const input = JSON.parse('{"__proto__": {"email": "a@b.co"}, "email": "not an email"}');
    expect(validateInput(ForgotPasswordDto, input).errMsgs).toEqual(EMAIL_ONLY);
    const withBinaryPrototype = Object.defineProperty({}, "__proto__", {
      value: new Blob(["x"]),
      enumerable: true,
    });
    expect(validateInput(ForgotPasswordDto, withBinaryPrototype).errMsgs).toEqual(EMAIL_ONLY);
  });

  it("still builds the DTO with its transforms applied", () => {
    const { value, errMsgs } = validateInput(ForgotPasswordDto, { email: " A@B.CO " });
    expect(errMsgs).toEqual([]);
    expect(value).toBeInstanceOf(ForgotPasswordDto);
    expect(value.email).toBe("a@b.co");
  });
});

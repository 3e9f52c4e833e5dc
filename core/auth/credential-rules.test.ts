import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../validation/invalid-input-error.ts";
import { checkedInput } from "../validation/validate-input.ts";
import { ForgotPasswordDto } from "./forgot-password.dto.ts";
import { LogInDto } from "./log-in.dto.ts";
import { ResetPasswordDto } from "./reset-password.dto.ts";

function brokenRules(dto: new () => object, input: object) {
  try {
    checkedInput(dto, input);
    return [];
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    return error.fields.map(({ property, constraint, message, limit }) => ({
      property,
      constraint,
      message,
      limit,
    }));
  }
}

describe("the sign-in form's rules (SPEC §5)", () => {
  it("lowercase the email and remove its spaces", () => {
    expect(checkedInput(LogInDto, { email: " Ada @Meridian.Example\t", password: "12345678" }).email).toBe(
      "ada@meridian.example",
    );
  });

  it("accept a password of 8 to 120 characters", () => {
    for (const password of ["x".repeat(8), "x".repeat(120)]) {
      expect(brokenRules(LogInDto, { email: "a@b.io", password })).toEqual([]);
    }
  });

  it("name the bound a password breaks, in class-validator's words", () => {
    expect(brokenRules(LogInDto, { email: "a@b.io", password: "x".repeat(7) })).toEqual([
      {
        property: "password",
        constraint: "minLength",
        message: "password must be longer than or equal to 8 characters",
        limit: 8,
      },
    ]);
    expect(brokenRules(LogInDto, { email: "a@b.io", password: "x".repeat(121) })).toEqual([
      {
        property: "password",
        constraint: "maxLength",
        message: "password must be shorter than or equal to 120 characters",
        limit: 120,
      },
    ]);
  });

  it("refuse a missing email and password", () => {
    expect(brokenRules(LogInDto, {}).map((rule) => rule.message)).toEqual([
      "email must be an email",
      "password should not be empty",
      "password must be longer than or equal to 8 characters",
      "password must be shorter than or equal to 120 characters",
    ]);
  });
});

describe("the forgot-password form's rules", () => {
  it("need a valid email", () => {
    expect(brokenRules(ForgotPasswordDto, { email: "nope" }).map((rule) => rule.message)).toEqual([
      "email must be an email",
    ]);
    expect(brokenRules(ForgotPasswordDto, { email: "Ada@Meridian.Example" })).toEqual([]);
  });
});

describe("the reset-password screen's rules", () => {
  it("need a new password of 8 to 120 characters and the code", () => {
    expect(
      brokenRules(ResetPasswordDto, { newPassword: "", oobCode: "" }).map((rule) => rule.message),
    ).toEqual([
      "newPassword should not be empty",
      "newPassword must be longer than or equal to 8 characters",
      "oobCode should not be empty",
    ]);
    expect(brokenRules(ResetPasswordDto, { newPassword: "12345678", oobCode: "code" })).toEqual([]);
  });
});

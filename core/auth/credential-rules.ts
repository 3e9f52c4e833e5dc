import { IsEmail, IsNotEmpty, MaxLength, MinLength } from "class-validator";
import { Lowercased, WithoutSpaces } from "../validation/text-transforms.ts";

/** SPEC §5, §9: password length bounds. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 120;

/** A valid email, compared lowercased and without spaces (SPEC §5). */
export function EmailRule(): PropertyDecorator {
  return (target, property) => {
    WithoutSpaces()(target, property);
    Lowercased()(target, property);
    IsEmail()(target, property);
  };
}

/** Non-empty, 8 to 120 characters; the bound travels with the error so messages can name it. */
export function PasswordRule(): PropertyDecorator {
  return (target, property) => {
    IsNotEmpty()(target, property);
    MinLength(PASSWORD_MIN_LENGTH, { context: { limit: PASSWORD_MIN_LENGTH } })(target, property);
    MaxLength(PASSWORD_MAX_LENGTH, { context: { limit: PASSWORD_MAX_LENGTH } })(target, property);
  };
}

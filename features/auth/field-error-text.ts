import type { TFunction } from "i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";

const TRANSLATED = new Set(["isNotEmpty", "isEmail", "minLength", "maxLength"]);
const PROPERTIES = new Set(["email", "password", "newPassword", "oobCode"]);

/**
 * A broken rule in the interface language. In en-US the words are class-validator's defaults (SPEC §5); a rule
 * without a translation keeps class-validator's message.
 */
export function fieldErrorText(t: TFunction, error: FieldError): string {
  if (!TRANSLATED.has(error.constraint) || !PROPERTIES.has(error.property)) return error.message;
  const property = t(`validation.properties.${error.property as "email"}`);
  return t(`validation.${error.constraint as "minLength"}`, { property, limit: error.limit });
}

export function errorsOf(fieldErrors: readonly FieldError[], property: string): readonly FieldError[] {
  return fieldErrors.filter((error) => error.property === property);
}

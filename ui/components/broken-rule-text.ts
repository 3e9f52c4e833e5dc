import type { TFunction } from "i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";

/** The rules whose words the shared validation texts hold (SPEC §5's class-validator wording in en-US). */
const SHARED_RULES = new Set(["isNotEmpty", "isEmail", "minLength", "maxLength"]);

/**
 * A broken rule in the interface language, for any form: a shared rule names the field as `fieldName` gives it;
 * another rule, or a field `fieldName` does not name (null), keeps class-validator's own message.
 */
export function brokenRuleText(
  t: TFunction,
  error: FieldError,
  fieldName: (property: string) => string | null,
): string {
  const property = SHARED_RULES.has(error.constraint) ? fieldName(error.property) : null;
  if (property === null) return error.message;
  return t(`validation.${error.constraint as "minLength"}`, { property, limit: error.limit });
}

/** The broken rules of one field. */
export function errorsOf(fieldErrors: readonly FieldError[], property: string): readonly FieldError[] {
  return fieldErrors.filter((error) => error.property === property);
}

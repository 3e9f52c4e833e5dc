import type { TFunction } from "i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../../ui/components/broken-rule-text.ts";

/**
 * A broken rule of the users page's forms (an invited email, the departments chosen) in the interface language;
 * in en-US the words of SPEC §5 ('email must be an email', 'Departments must contain at least 1 elements.').
 */
export function usersFieldErrorText(t: TFunction, error: FieldError): string {
  if (error.property === "departments" && error.constraint === "arrayMinSize")
    return t("organization.users.form.departmentsRequired");
  return brokenRuleText(t, error, (property) =>
    property === "email" ? t("validation.properties.email") : null,
  );
}

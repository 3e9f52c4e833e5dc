import type { TFunction } from "i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../../ui/components/broken-rule-text.ts";

const PROPERTIES = new Set(["name", "description", "monthlyBudgetInDollar"]);

/** A broken rule of a department's forms in the interface language ("name should not be empty" in en-US). */
export function departmentFieldErrorText(t: TFunction, error: FieldError): string {
  // class-validator words these rules with the property's code name; the budget reads better in plain words.
  if (
    error.property === "monthlyBudgetInDollar" &&
    (error.constraint === "isNumber" || error.constraint === "min")
  )
    return t("organization.departments.settings.budgetInvalid");
  return brokenRuleText(t, error, (property) =>
    PROPERTIES.has(property) ? t(`organization.departments.properties.${property as "name"}`) : null,
  );
}

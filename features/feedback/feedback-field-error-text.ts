import type { TFunction } from "i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../ui/components/broken-rule-text.ts";

const FIELDS = new Set(["topic", "message", "email"]);

/** A broken rule of the feedback form in the interface language; one without a translation keeps its own words. */
export function feedbackFieldErrorText(t: TFunction, error: FieldError): string {
  if (error.constraint === "isIn" && error.property === "topic") return t("feedback.errors.topic");
  return brokenRuleText(t, error, (property) =>
    FIELDS.has(property) ? t(`feedback.properties.${property as "topic"}`) : null,
  );
}

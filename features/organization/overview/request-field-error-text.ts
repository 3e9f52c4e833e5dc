import type { TFunction } from "i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../../ui/components/broken-rule-text.ts";

const NAMED_FIELDS = new Set(["name", "email", "countryCode"]);

/** A broken rule of the organization request form in the interface language (SPEC §5's words in en-US). */
export function requestFieldErrorText(t: TFunction, error: FieldError): string {
  if (error.property === "phone" && error.constraint === "matches") {
    return t("organization.overview.request.invalidPhone");
  }
  return brokenRuleText(t, error, (property) =>
    NAMED_FIELDS.has(property) ? t(`organization.overview.request.properties.${property as "name"}`) : null,
  );
}

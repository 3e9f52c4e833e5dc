import type { TFunction } from "i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../../ui/components/broken-rule-text.ts";

const FIELDS = new Set(["name", "file", "url"]);

/** A broken rule of a policy document's form in the interface language (SPEC §5's words in en-US). */
export function resourceFieldErrorText(t: TFunction, error: FieldError): string {
  if (error.constraint === "isUrl") return t("organization.departmentResources.files.invalidUrl");
  return brokenRuleText(t, error, (property) =>
    FIELDS.has(property)
      ? t(`organization.departmentResources.files.properties.${property as "name"}`)
      : null,
  );
}

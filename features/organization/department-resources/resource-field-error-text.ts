import type { TFunction } from "i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../../ui/components/broken-rule-text.ts";
import { TOO_LARGE, UNSUPPORTED_KIND } from "./policy-file-problems.ts";

const FIELDS = new Set(["name", "file", "url"]);

/** A broken rule of a policy document's form in the interface language (SPEC §5's words in en-US). */
export function resourceFieldErrorText(t: TFunction, error: FieldError): string {
  if (error.constraint === "isUrl") return t("organization.departmentResources.files.invalidUrl");
  // The limits themselves are stated under the field.
  if (error.constraint === TOO_LARGE) return t("organization.departmentResources.files.tooLarge");
  if (error.constraint === UNSUPPORTED_KIND)
    return t("organization.departmentResources.files.unsupportedKind");
  return brokenRuleText(t, error, (property) =>
    FIELDS.has(property)
      ? t(`organization.departmentResources.files.properties.${property as "name"}`)
      : null,
  );
}

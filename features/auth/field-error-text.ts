import type { TFunction } from "i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../ui/components/broken-rule-text.ts";

const PROPERTIES = new Set(["email", "password", "newPassword", "oobCode"]);

/**
 * A broken rule of the auth forms in the interface language. In en-US the words are class-validator's defaults
 * (SPEC §5); a rule without a translation keeps class-validator's message.
 */
export function fieldErrorText(t: TFunction, error: FieldError): string {
  return brokenRuleText(t, error, (property) =>
    PROPERTIES.has(property) ? t(`validation.properties.${property as "email"}`) : null,
  );
}

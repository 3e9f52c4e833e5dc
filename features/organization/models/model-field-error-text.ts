import type { TFunction } from "i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../../ui/components/broken-rule-text.ts";
import { isPriceField } from "./custom-model-draft.ts";

const PROPERTIES = new Set([
  "internalId",
  "name",
  "provider",
  "accessType",
  "deploymentRegion",
  "gridNodeId",
]);

/**
 * A broken rule of the model forms in the interface language. In en-US the words are class-validator's, the ones
 * the gateway answers (SPEC §5: "gridNodeId should not be empty"); another rule keeps its own message. A price
 * that is not a number of dollars, 0 or more, is told so in the interface language.
 */
export function modelFieldErrorText(t: TFunction, error: FieldError): string {
  if (isPriceField(error.property)) return t("organization.models.custom.priceRule");
  return brokenRuleText(t, error, (property) =>
    PROPERTIES.has(property) ? t(`organization.models.properties.${property as "name"}`) : null,
  );
}

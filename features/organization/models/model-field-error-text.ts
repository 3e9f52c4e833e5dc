import type { TFunction } from "i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { brokenRuleText } from "../../../ui/components/broken-rule-text.ts";

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
 * the gateway answers (SPEC §5: "gridNodeId should not be empty"); another rule keeps its own message.
 */
export function modelFieldErrorText(t: TFunction, error: FieldError): string {
  return brokenRuleText(t, error, (property) =>
    PROPERTIES.has(property) ? t(`organization.models.properties.${property as "name"}`) : null,
  );
}

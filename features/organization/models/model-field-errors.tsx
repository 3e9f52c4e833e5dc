import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { modelFieldErrorText } from "./model-field-error-text.ts";

/** The broken rules of one field of a model form, read out as they appear. */
export function ModelFieldErrors({
  id,
  fieldErrors,
  property,
}: {
  readonly id: string;
  readonly fieldErrors: readonly FieldError[];
  readonly property: string;
}) {
  const { t } = useTranslation();
  const errors = errorsOf(fieldErrors, property);
  if (errors.length === 0) return null;
  return (
    <div id={id} role="alert" className={`${Classes.FORM_HELPER_TEXT} app-org-model-field-error`}>
      {errors.map((error) => (
        <span key={error.constraint} data-testid="org-model-field-error">
          {modelFieldErrorText(t, error)}
        </span>
      ))}
    </div>
  );
}

import { Classes, FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { feedbackFieldErrorText } from "./feedback-field-error-text.ts";

interface FeedbackFieldProps {
  readonly id: string;
  readonly label: string;
  readonly errors: readonly FieldError[];
  /** Words under the field besides its broken rules (a counter, a hint). */
  readonly helper?: ReactNode;
  readonly children: ReactNode;
}

/** A labelled field of the feedback form with each broken rule underneath, in the interface language. */
export function FeedbackField({ id, label, errors, helper, children }: FeedbackFieldProps) {
  const { t } = useTranslation();
  return (
    <FormGroup label={label} labelFor={id}>
      {children}
      <div id={`${id}-help`} className={`${Classes.FORM_HELPER_TEXT} feedback-field-help`}>
        {helper}
        {errors.length > 0 ? (
          <div className="feedback-field-errors" role="alert">
            {errors.map((error) => (
              <span key={error.constraint} data-testid="field-error">
                {feedbackFieldErrorText(t, error)}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </FormGroup>
  );
}

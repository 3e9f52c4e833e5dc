import "./labelled-field.css";
import { Classes, FormGroup } from "@blueprintjs/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";

interface LabelledFieldProps {
  readonly id: string;
  readonly label: string;
  readonly errors: readonly FieldError[];
  /** Words a broken rule of this form reads as in the interface language. */
  readonly errorText: (t: TFunction, error: FieldError) => string;
  /** Words under the field besides its broken rules (a counter, a hint, who changed it last). */
  readonly helper?: ReactNode;
  readonly children: ReactNode;
}

/** A labelled form field with its broken rules underneath (announced as an alert), for any form. */
export function LabelledField({ id, label, errors, errorText, helper, children }: LabelledFieldProps) {
  const { t } = useTranslation();
  // Two rules may read the same in the interface's words (an amount that is neither a number nor >= 0).
  const messages = [...new Set(errors.map((error) => errorText(t, error)))];
  return (
    <FormGroup label={label} labelFor={id}>
      {children}
      <div id={`${id}-help`} className={`${Classes.FORM_HELPER_TEXT} app-labelled-field-help`}>
        {helper}
        {messages.length > 0 ? (
          <div className="app-labelled-field-errors" role="alert">
            {messages.map((message) => (
              <span key={message} data-testid="field-error">
                {message}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </FormGroup>
  );
}

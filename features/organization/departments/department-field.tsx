import { Classes, FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { departmentFieldErrorText } from "./department-field-error-text.ts";

interface DepartmentFieldProps {
  readonly id: string;
  readonly label: string;
  readonly errors: readonly FieldError[];
  /** Words under the field besides its broken rules (a hint, who changed it last). */
  readonly helper?: ReactNode;
  readonly children: ReactNode;
}

/** A labelled field of a department's forms, its broken rules underneath in the interface language. */
export function DepartmentField({ id, label, errors, helper, children }: DepartmentFieldProps) {
  const { t } = useTranslation();
  // Two rules may say the same thing in the interface's words (an amount that is neither a number nor >= 0).
  const messages = [...new Set(errors.map((error) => departmentFieldErrorText(t, error)))];
  return (
    <FormGroup label={label} labelFor={id}>
      {children}
      <div id={`${id}-help`} className={`${Classes.FORM_HELPER_TEXT} app-departments-field-help`}>
        {helper}
        {messages.length > 0 ? (
          <div className="app-departments-field-errors" role="alert">
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

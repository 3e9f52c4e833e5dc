import { Classes, FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { resourceFieldErrorText } from "./resource-field-error-text.ts";

interface ResourceFieldProps {
  readonly id: string;
  readonly label: string;
  readonly errors: readonly FieldError[];
  /** Words under the field besides its broken rules. */
  readonly helper?: ReactNode;
  readonly children: ReactNode;
}

/** A labelled field of a department's resource form, with each broken rule underneath in the interface language. */
export function ResourceField({ id, label, errors, helper, children }: ResourceFieldProps) {
  const { t } = useTranslation();
  return (
    <FormGroup label={label} labelFor={id} className="app-department-resource-field">
      {children}
      <div id={`${id}-help`} className={Classes.FORM_HELPER_TEXT}>
        {helper}
        {errors.length > 0 ? (
          <div className="app-department-resource-field-errors" role="alert">
            {errors.map((error) => (
              <span key={error.constraint} data-testid="field-error">
                {resourceFieldErrorText(t, error)}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </FormGroup>
  );
}

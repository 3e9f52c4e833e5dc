import { Classes, FormGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";

interface RequestFieldProps {
  readonly id: string;
  readonly label: string;
  /** The field's broken rules, in the interface language. */
  readonly errors: readonly string[];
  /** Words under the field besides its broken rules. */
  readonly helper?: ReactNode;
  readonly children: ReactNode;
}

/** A labelled field of the request form with each broken rule underneath (the field names `${id}-help`). */
export function RequestField({ id, label, errors, helper, children }: RequestFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} className="organization-request-field">
      {children}
      <div id={`${id}-help`} className={Classes.FORM_HELPER_TEXT}>
        {helper}
        {errors.length > 0 ? (
          <div className="organization-request-errors" role="alert">
            {errors.map((error) => (
              <span key={error} data-testid="field-error">
                {error}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </FormGroup>
  );
}

import "./labelled-field.css";
import { FormGroup } from "@blueprintjs/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { FieldHelp } from "./field-help.tsx";

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
      <FieldHelp id={id} messages={messages} help={helper} helpStays />
    </FormGroup>
  );
}

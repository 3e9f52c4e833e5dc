import { Button, Classes } from "@blueprintjs/core";
import { EyeOff, EyeOpen } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { FieldErrors } from "./field-errors.tsx";

export interface AuthFieldProps {
  readonly label: string;
  readonly name: string;
  readonly kind: "email" | "password";
  readonly autoComplete: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors: readonly FieldError[];
  readonly disabled: boolean;
}

/**
 * An email or password field with its broken rules underneath; a password can be shown while typing. Blueprint's
 * form markup through its class names: the sign-in page loads before anything else, and this costs no script.
 */
export function AuthField({
  label,
  name,
  kind,
  autoComplete,
  value,
  onChange,
  errors,
  disabled,
}: AuthFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const invalid = errors.length > 0;
  const intent = invalid ? ` ${Classes.INTENT_DANGER}` : "";
  return (
    <div className={`${Classes.FORM_GROUP}${intent}`}>
      <label className={Classes.LABEL} htmlFor={id}>
        {label}
      </label>
      <div className={Classes.FORM_CONTENT}>
        <div
          className={`${Classes.INPUT_GROUP} ${Classes.LARGE}${intent}${disabled ? ` ${Classes.DISABLED}` : ""}`}
        >
          <input
            id={id}
            name={name}
            className={Classes.INPUT}
            type={kind === "password" && !revealed ? "password" : kind === "email" ? "email" : "text"}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-errors` : undefined}
            disabled={disabled}
          />
          {kind === "password" ? (
            <span className={Classes.INPUT_ACTION}>
              <Button
                variant="minimal"
                icon={revealed ? <EyeOff /> : <EyeOpen />}
                aria-label={revealed ? t("auth.hidePassword") : t("auth.showPassword")}
                aria-pressed={revealed}
                onClick={() => setRevealed(!revealed)}
              />
            </span>
          ) : null}
        </div>
        <FieldErrors
          id={`${id}-errors`}
          className={`${Classes.FORM_HELPER_TEXT} app-auth-field-errors`}
          errors={errors}
          role="alert"
        />
      </div>
    </div>
  );
}

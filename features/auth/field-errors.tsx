import { useTranslation } from "react-i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { fieldErrorText } from "./field-error-text.ts";

/** The broken rules of one field, each in the words of SPEC §5. */
export function FieldErrors({
  errors,
  id,
  className,
  role,
}: {
  readonly errors: readonly FieldError[];
  readonly id?: string;
  readonly className: string;
  readonly role?: "alert";
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div id={id} className={className} role={role}>
      {errors.map((error) => (
        <span key={error.constraint} data-testid="field-error">
          {fieldErrorText(t, error)}
        </span>
      ))}
    </div>
  );
}

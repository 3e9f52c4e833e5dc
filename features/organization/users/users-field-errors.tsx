import { useTranslation } from "react-i18next";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { usersFieldErrorText } from "./users-field-error-text.ts";

/** The broken rules of one field, under it, announced as they appear. */
export function UsersFieldErrors({
  id,
  errors,
}: {
  readonly id: string;
  readonly errors: readonly FieldError[];
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div id={id} className="app-users-field-errors" role="alert">
      {errors.map((error) => (
        <span key={error.constraint} data-testid="field-error">
          {usersFieldErrorText(t, error)}
        </span>
      ))}
    </div>
  );
}

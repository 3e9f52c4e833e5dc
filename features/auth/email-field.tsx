import { useTranslation } from "react-i18next";
import { errorsOf } from "../../ui/components/broken-rule-text.ts";
import { AuthField } from "./auth-field.tsx";
import type { AuthFormState } from "./auth-form.state.ts";

/** The email field the sign-in and forgot-password forms share. */
export function EmailField({
  value,
  onChange,
  state,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly state: AuthFormState;
}) {
  const { t } = useTranslation();
  return (
    <AuthField
      label={t("auth.email")}
      name="email"
      kind="email"
      autoComplete="username"
      value={value}
      onChange={onChange}
      errors={errorsOf(state.fieldErrors, "email")}
      disabled={state.loading}
    />
  );
}

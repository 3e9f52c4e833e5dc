import type { AuthMessage } from "../../core/auth/auth-message.ts";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";

/** The two forms of the auth page (SPEC §2); the reset-password screen is chosen by the link's code instead. */
export enum AuthFormMode {
  LOGIN = "LOGIN",
  FORGOT_PASSWORD = "FORGOT_PASSWORD",
}

/** The auth form state of SPEC §2, plus the broken rules of the form last submitted. */
export interface AuthFormState {
  readonly mode: AuthFormMode;
  /** Failures of the auth card's actions: sign-in (any way) and the forgot-password request. */
  readonly loginErrors: readonly AuthMessage[];
  readonly loading: boolean;
  /** The forgot-password confirmation (reset link sent). */
  readonly forgotPasswordInfo: readonly AuthMessage[];
  readonly resetPasswordErrors: readonly AuthMessage[];
  /** The tier the person picked before signing in; they continue to it afterwards. */
  readonly tier: string | null;
  readonly fieldErrors: readonly FieldError[];
}

export function initialAuthFormState(search: string): AuthFormState {
  return {
    mode: AuthFormMode.LOGIN,
    loginErrors: [],
    loading: false,
    forgotPasswordInfo: [],
    resetPasswordErrors: [],
    tier: new URLSearchParams(search).get("tier") || null,
    fieldErrors: [],
  };
}

/** The out-of-band code of a password-reset link (`?mode=resetPassword&oobCode=…`), or null when this is no such link. */
export function resetCodeOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get("mode") === "resetPassword" ? (params.get("oobCode") ?? "") : null;
}

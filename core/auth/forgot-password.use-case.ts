import { checkedInput } from "../validation/validate-input.ts";
import type { AuthProvider } from "./auth-provider.port.ts";
import { ForgotPasswordDto } from "./forgot-password.dto.ts";

/** Asks the identity provider to email a password-reset link (SPEC §2, §8). */
export async function requestPasswordReset(
  { auth }: { readonly auth: AuthProvider },
  input: { email: string },
): Promise<void> {
  const { email } = checkedInput(ForgotPasswordDto, input);
  await auth.sendPasswordResetEmail(email);
}

import { checkedInput } from "../validation/validate-input.ts";
import { completeSignIn, type SignInDependencies } from "./complete-sign-in.ts";
import { ResetPasswordDto } from "./reset-password.dto.ts";

/** Sets a new password with the code from the reset email, then signs the person in with it (SPEC §2). */
export async function resetPassword(
  deps: SignInDependencies,
  input: { oobCode: string; newPassword: string },
): Promise<void> {
  const { oobCode, newPassword } = checkedInput(ResetPasswordDto, input);
  const email = await deps.auth.resetPassword(oobCode, newPassword);
  await completeSignIn(deps, await deps.auth.signIn({ email, password: newPassword }));
}

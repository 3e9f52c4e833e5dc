import { checkedInput } from "../validation/validate-input.ts";
import { AuthErrorCode, authErrorCodeOf } from "./auth-error.ts";
import { completeSignIn, type SignInDependencies } from "./complete-sign-in.ts";
import { LogInDto } from "./log-in.dto.ts";

/**
 * Logging in with email and password (SPEC §4): sign-up is tried first, so a new email gets an account; an email
 * that already has one is signed in instead. Rejects with InvalidInputError or an AuthError.
 */
export async function logIn(
  deps: SignInDependencies,
  input: { email: string; password: string },
): Promise<void> {
  const credentials = checkedInput(LogInDto, input);
  let tokens: Awaited<ReturnType<typeof deps.auth.signIn>>;
  try {
    tokens = await deps.auth.signUp(credentials);
  } catch (error) {
    if (authErrorCodeOf(error) !== AuthErrorCode.EMAIL_EXISTS) throw error;
    tokens = await deps.auth.signIn(credentials);
  }
  await completeSignIn(deps, tokens);
}

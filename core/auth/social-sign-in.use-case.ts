import type { SignInDependencies } from "./complete-sign-in.ts";
import { completeSignIn } from "./complete-sign-in.ts";
import type { IdentityProvider } from "./identity-provider.ts";

/** Signing in with a Google or Microsoft account in a popup (SPEC §4). */
export async function signInWithProvider(
  deps: SignInDependencies,
  provider: IdentityProvider,
): Promise<void> {
  await completeSignIn(deps, await deps.auth.signInWithProvider(provider));
}

/** Signing in on the provider's hosted login page (Auth0 Universal Login) in a popup. */
export async function signInWithHostedPage(deps: SignInDependencies): Promise<void> {
  await completeSignIn(deps, await deps.auth.signInWithHostedPage());
}

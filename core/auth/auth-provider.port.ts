import type { TokenPair } from "../session/session.entity.ts";
import { token } from "../wiring/token.ts";
import type { IdentityProvider } from "./identity-provider.ts";

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** What an identity provider offers, so the auth page shows only what works with it. */
export interface AuthCapabilities {
  /** Email and password are typed into the dashboard's own forms (sign-in, forgot and reset password). */
  readonly passwordForm: boolean;
  readonly socialProviders: readonly IdentityProvider[];
  /** The provider's hosted login page (Auth0 Universal Login), opened in a popup. */
  readonly hostedLogin: boolean;
  /** A seeded account for the zero-backend demo, shown as a hint on the sign-in page. */
  readonly demoAccount?: Credentials;
}

/**
 * The identity provider (SPEC §7): Firebase, Auth0 or memory. Failures reject with an `AuthError` whose code is
 * one of SPEC §8's.
 */
export interface AuthProvider {
  readonly capabilities: AuthCapabilities;
  /** Rejects with EMAIL_EXISTS when the email already has an account. */
  signUp(credentials: Credentials): Promise<TokenPair>;
  signIn(credentials: Credentials): Promise<TokenPair>;
  /** Social sign-in in a popup window (SPEC §4, §9). */
  signInWithProvider(provider: IdentityProvider): Promise<TokenPair>;
  /** The hosted login page in a popup; only when `capabilities.hostedLogin`. */
  signInWithHostedPage(): Promise<TokenPair>;
  sendPasswordResetEmail(email: string): Promise<void>;
  /** Checks the out-of-band code, then sets the new password; resolves with the account's email. */
  resetPassword(oobCode: string, newPassword: string): Promise<string>;
  /** A new pair for a refresh token, or null when the provider no longer honours it. */
  refresh(refreshToken: string): Promise<TokenPair | null>;
  /** Ends the provider's own session. */
  signOut(): Promise<void>;
}

export const AuthProvider = token<AuthProvider>("AuthProvider");

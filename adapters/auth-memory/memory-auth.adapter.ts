import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import type { AuthCapabilities, AuthProvider, Credentials } from "../../core/auth/auth-provider.port.ts";
import { IdentityProvider } from "../../core/auth/identity-provider.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { TokenPair } from "../../core/session/session.entity.ts";
import { DEMO_PASSWORD, DEMO_PEOPLE } from "../../demo/demo-people.ts";
import { unsignedToken } from "./unsigned-token.ts";

/** The seeded account of the zero-backend demo, shown on the sign-in page of the memory profile. */
export const DEMO_ACCOUNT: Credentials = { email: DEMO_PEOPLE.owner.email, password: DEMO_PASSWORD };

/** The account each social provider "returns" in memory (there is no popup to choose one). */
export const SOCIAL_DEMO_ACCOUNTS: Readonly<Record<IdentityProvider, string>> = {
  [IdentityProvider.GOOGLE]: "google.demo@meridian.example",
  [IdentityProvider.MICROSOFT]: "microsoft.demo@meridian.example",
};

/** Wrong passwords in a row after which an email is locked out, as a real provider does. */
export const FAILED_SIGN_INS_LIMIT = 5;
const TOKEN_LIFETIME_SECONDS = 3600;
const REFRESH_PREFIX = "memory-refresh.";

/**
 * An identity provider that lives in the page: seeded accounts, sign-up of new ones, reset codes and
 * refresh, with the same error codes as the real providers. What it holds is gone on reload.
 */
export class MemoryAuthProvider implements AuthProvider {
  readonly capabilities: AuthCapabilities = {
    passwordForm: true,
    socialProviders: [IdentityProvider.GOOGLE, IdentityProvider.MICROSOFT],
    hostedLogin: false,
    demoAccount: DEMO_ACCOUNT,
  };
  private readonly passwords: Map<string, string>;
  private readonly socialAccounts = new Set(Object.values(SOCIAL_DEMO_ACCOUNTS));
  private readonly failedSignIns = new Map<string, number>();
  private readonly resetCodes = new Map<string, string>();
  private issuedCodes = 0;
  private nextFailure: AuthErrorCode | null = null;

  /** `accounts`: who can sign in from the start (the demo account, and the demo organization's people). */
  constructor(
    private readonly clock: Clock,
    accounts: readonly Credentials[] = [DEMO_ACCOUNT],
  ) {
    this.passwords = new Map(accounts.map(({ email, password }) => [email, password]));
  }

  async signUp({ email, password }: Credentials): Promise<TokenPair> {
    this.failIfAsked();
    if (this.passwords.has(email) || this.socialAccounts.has(email))
      throw new AuthError(AuthErrorCode.EMAIL_EXISTS);
    this.passwords.set(email, password);
    return this.tokensFor(email);
  }

  async signIn({ email, password }: Credentials): Promise<TokenPair> {
    this.failIfAsked();
    const failures = this.failedSignIns.get(email) ?? 0;
    if (failures >= FAILED_SIGN_INS_LIMIT) throw new AuthError(AuthErrorCode.TOO_MANY_REQUEST);
    if (this.passwords.get(email) !== password) {
      this.failedSignIns.set(email, failures + 1);
      throw new AuthError(AuthErrorCode.INVALID_LOGIN_CREDENTIALS);
    }
    this.failedSignIns.delete(email);
    return this.tokensFor(email);
  }

  async signInWithProvider(provider: IdentityProvider): Promise<TokenPair> {
    this.failIfAsked();
    return this.tokensFor(SOCIAL_DEMO_ACCOUNTS[provider]);
  }

  async signInWithHostedPage(): Promise<TokenPair> {
    throw new AuthError(AuthErrorCode.UNKNOW, { cause: new Error("The memory provider has no hosted page") });
  }

  /** Like a provider with email privacy, an unknown email is not revealed: it simply gets no code. */
  async sendPasswordResetEmail(email: string): Promise<void> {
    this.failIfAsked();
    if (!this.passwords.has(email)) return;
    this.issuedCodes += 1;
    this.resetCodes.set(`memory-reset-code-${this.issuedCodes}`, email);
  }

  async resetPassword(oobCode: string, newPassword: string): Promise<string> {
    this.failIfAsked();
    const email = this.resetCodes.get(oobCode);
    if (!email) throw new AuthError(AuthErrorCode.INVALID_OOB_CODE);
    this.resetCodes.delete(oobCode);
    this.passwords.set(email, newPassword);
    this.failedSignIns.delete(email);
    return email;
  }

  async refresh(refreshToken: string): Promise<TokenPair | null> {
    this.failIfAsked();
    const email = refreshToken.startsWith(REFRESH_PREFIX) ? refreshToken.slice(REFRESH_PREFIX.length) : "";
    return this.passwords.has(email) || this.socialAccounts.has(email) ? this.tokensFor(email) : null;
  }

  async signOut(): Promise<void> {}

  /** Test seam: the next call fails with this code, as an outage or a popup problem would make it. */
  failNextCall(code: AuthErrorCode): void {
    this.nextFailure = code;
  }

  /** Test seam: the code of the last reset email sent to this address (the emulator's oobCodes, in memory). */
  resetCodeFor(email: string): string | null {
    const codes = [...this.resetCodes].filter(([, owner]) => owner === email);
    return codes.at(-1)?.[0] ?? null;
  }

  private failIfAsked(): void {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw new AuthError(failure);
  }

  private tokensFor(email: string): TokenPair {
    const issuedAt = Math.floor(this.clock.now() / 1000);
    return {
      token: unsignedToken({
        iss: "meridian-memory-auth",
        sub: email,
        email,
        iat: issuedAt,
        exp: issuedAt + TOKEN_LIFETIME_SECONDS,
      }),
      refreshToken: `${REFRESH_PREFIX}${email}`,
    };
  }
}

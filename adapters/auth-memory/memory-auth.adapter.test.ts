import { describe, expect, it } from "vitest";
import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import { IdentityProvider } from "../../core/auth/identity-provider.ts";
import { readTokenClaims } from "../../core/session/token-claims.ts";
import {
  DEMO_ACCOUNT,
  FAILED_SIGN_INS_LIMIT,
  MemoryAuthProvider,
  SOCIAL_DEMO_ACCOUNTS,
} from "./memory-auth.adapter.ts";

const NOW = Date.UTC(2025, 5, 1);
const provider = () => new MemoryAuthProvider({ now: () => NOW });
const code = (error: unknown) => (error as AuthError).code;

describe("the memory identity provider", () => {
  it("has the demo account, and issues tokens with its email that expire in an hour", async () => {
    const { token } = await provider().signIn(DEMO_ACCOUNT);
    expect(readTokenClaims(token)).toEqual({ email: DEMO_ACCOUNT.email, exp: NOW / 1000 + 3600 });
  });

  it("offers the password forms and both social accounts, and the demo account as a hint", () => {
    expect(provider().capabilities).toEqual({
      passwordForm: true,
      socialProviders: [IdentityProvider.GOOGLE, IdentityProvider.MICROSOFT],
      hostedLogin: false,
      demoAccount: DEMO_ACCOUNT,
    });
  });

  it("lets the accounts it is given sign in with their password, and refuses another password", async () => {
    const person = { email: "priya.raman@meridian.example", password: DEMO_ACCOUNT.password };
    const auth = new MemoryAuthProvider({ now: () => NOW }, [DEMO_ACCOUNT, person]);
    expect(readTokenClaims((await auth.signIn(person)).token).email).toBe(person.email);
    expect(code(await auth.signUp(person).catch((e) => e))).toBe(AuthErrorCode.EMAIL_EXISTS);
    const wrong = { ...person, password: "not-the-password" };
    expect(code(await auth.signIn(wrong).catch((e) => e))).toBe(AuthErrorCode.INVALID_LOGIN_CREDENTIALS);
  });

  it("signs up a new email once; a second sign-up says the email exists", async () => {
    const auth = provider();
    const credentials = { email: "new@meridian.example", password: "12345678" };
    await auth.signUp(credentials);
    expect(code(await auth.signUp(credentials).catch((e) => e))).toBe(AuthErrorCode.EMAIL_EXISTS);
    expect(readTokenClaims((await auth.signIn(credentials)).token).email).toBe(credentials.email);
  });

  it(`locks an email after ${FAILED_SIGN_INS_LIMIT} wrong passwords in a row, even for the right one`, async () => {
    const auth = provider();
    const wrong = { email: DEMO_ACCOUNT.email, password: "wrong password" };
    for (let attempt = 0; attempt < FAILED_SIGN_INS_LIMIT; attempt++) {
      expect(code(await auth.signIn(wrong).catch((e) => e))).toBe(AuthErrorCode.INVALID_LOGIN_CREDENTIALS);
    }
    expect(code(await auth.signIn(DEMO_ACCOUNT).catch((e) => e))).toBe(AuthErrorCode.TOO_MANY_REQUEST);
  });

  it("sends no code to an unknown email, and accepts each code once", async () => {
    const auth = provider();
    await auth.sendPasswordResetEmail("nobody@meridian.example");
    expect(auth.resetCodeFor("nobody@meridian.example")).toBeNull();
    await auth.sendPasswordResetEmail(DEMO_ACCOUNT.email);
    const oobCode = auth.resetCodeFor(DEMO_ACCOUNT.email) ?? "";
    expect(await auth.resetPassword(oobCode, "new password")).toBe(DEMO_ACCOUNT.email);
    expect(code(await auth.resetPassword(oobCode, "again").catch((e) => e))).toBe(
      AuthErrorCode.INVALID_OOB_CODE,
    );
  });

  it("renews tokens for a refresh token it issued, and returns nothing for one it does not know", async () => {
    const auth = provider();
    const { refreshToken } = await auth.signInWithProvider(IdentityProvider.GOOGLE);
    expect(readTokenClaims((await auth.refresh(refreshToken))?.token ?? "").email).toBe(
      SOCIAL_DEMO_ACCOUNTS[IdentityProvider.GOOGLE],
    );
    expect(await auth.refresh("memory-refresh.stranger@meridian.example")).toBeNull();
    expect(await auth.refresh("garbage")).toBeNull();
  });

  it("fails the next call with the code it is given, once", async () => {
    const auth = provider();
    auth.failNextCall(AuthErrorCode.WEB_STORAGE_UNSUPPORTED);
    await expect(auth.signInWithProvider(IdentityProvider.MICROSOFT)).rejects.toEqual(
      new AuthError(AuthErrorCode.WEB_STORAGE_UNSUPPORTED),
    );
    await expect(auth.signInWithProvider(IdentityProvider.MICROSOFT)).resolves.toBeTruthy();
  });
});

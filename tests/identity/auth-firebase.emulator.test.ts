import { beforeAll, describe, expect, it, vi } from "vitest";
import { FirebaseAuthProvider } from "../../adapters/auth-firebase/auth-firebase.adapter.ts";
import { FIREBASE_EMULATOR_SETTINGS } from "../../adapters/auth-firebase/firebase-settings.ts";
import { AesGcmTokenCipher } from "../../adapters/cipher-webcrypto/aes-gcm-token-cipher.adapter.ts";
import { MemoryAuthGateway } from "../../adapters/gateway-memory/auth/memory-auth-gateway.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import { messageForAuthError } from "../../core/auth/auth-message.ts";
import { requestPasswordReset } from "../../core/auth/forgot-password.use-case.ts";
import { logIn } from "../../core/auth/log-in.use-case.ts";
import { resetPassword } from "../../core/auth/reset-password.use-case.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { readTokenClaims, sessionEmail } from "../../core/session/token-claims.ts";
import { AUTH_EMULATOR_HOST, emulatedResetCodeFor, prepareAuthEmulator } from "../support/auth-emulator.ts";
import { enUS } from "../support/en-us-texts.ts";

// Runs against the real Firebase Auth emulator: `node --import tsx tests/support/with-auth-emulator.ts -- npx vitest run --config vitest.emulator.config.ts`.

let accounts = 0;
function newEmail(): string {
  accounts += 1;
  return `person-${accounts}-${Date.now()}@meridian.example`;
}

function world() {
  const auth = new FirebaseAuthProvider({ ...FIREBASE_EMULATOR_SETTINGS, emulatorHost: AUTH_EMULATOR_HOST });
  const sessions = new SessionStore(new MemoryStore(), new AesGcmTokenCipher(globalThis.crypto, "secret"));
  return { auth, sessions, welcome: new MemoryAuthGateway() };
}

async function codeOf(promise: Promise<unknown>): Promise<AuthErrorCode> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).code;
}

beforeAll(async () => {
  await prepareAuthEmulator();
});

describe("the Firebase adapter against the Auth emulator", () => {
  it("signs up a new email and hands back tokens naming it", async () => {
    const email = newEmail();
    const { token, refreshToken } = await world().auth.signUp({ email, password: "first password" });
    expect(readTokenClaims(token).email).toBe(email);
    expect(refreshToken).not.toBe("");
  });

  it("signs in with the right password", async () => {
    const { auth } = world();
    const email = newEmail();
    await auth.signUp({ email, password: "first password" });
    expect(readTokenClaims((await auth.signIn({ email, password: "first password" })).token).email).toBe(
      email,
    );
  });

  it("refuses a wrong password with 'The email or password you entered is incorrect.'", async () => {
    const { auth } = world();
    const email = newEmail();
    await auth.signUp({ email, password: "first password" });
    const code = await codeOf(auth.signIn({ email, password: "wrong password" }));
    expect(code).toBe(AuthErrorCode.INVALID_LOGIN_CREDENTIALS);
    expect(enUS.auth.messages[messageForAuthError(code)]).toBe(
      "The email or password you entered is incorrect.",
    );
    expect(await codeOf(auth.signIn({ email: newEmail(), password: "no such account" }))).toBe(
      AuthErrorCode.INVALID_LOGIN_CREDENTIALS,
    );
  });

  it("says an email exists on a second sign-up, and the log-in retries it as a sign-in", async () => {
    const deps = world();
    const email = newEmail();
    await deps.auth.signUp({ email, password: "first password" });
    expect(await codeOf(deps.auth.signUp({ email, password: "first password" }))).toBe(
      AuthErrorCode.EMAIL_EXISTS,
    );
    const signIn = vi.spyOn(deps.auth, "signIn");
    await logIn(deps, { email: ` ${email.toUpperCase()} `, password: "first password" });
    expect(signIn).toHaveBeenCalledWith({ email, password: "first password" });
    expect(sessionEmail(deps.sessions.current())).toBe(email);
  });

  it("resets the password with the code from the emulator's oobCodes, then signs in with the new one", async () => {
    const deps = world();
    const email = newEmail();
    await deps.auth.signUp({ email, password: "first password" });
    await requestPasswordReset(deps, { email });
    const oobCode = await emulatedResetCodeFor(email);
    expect(oobCode).toBeTruthy();
    await resetPassword(deps, { oobCode: oobCode ?? "", newPassword: "second password" });
    expect(sessionEmail(deps.sessions.current())).toBe(email);
    expect(await codeOf(deps.auth.signIn({ email, password: "first password" }))).toBe(
      AuthErrorCode.INVALID_LOGIN_CREDENTIALS,
    );
    expect(await codeOf(deps.auth.resetPassword(oobCode ?? "", "third password"))).toBe(
      AuthErrorCode.INVALID_OOB_CODE,
    );
  });

  it("sends no error for an unknown email (email privacy) and gives it no code", async () => {
    const email = newEmail();
    await world().auth.sendPasswordResetEmail(email);
    expect(await emulatedResetCodeFor(email)).toBeNull();
  });

  it("refreshes with the refresh token, and returns nothing for one it never issued", async () => {
    const { auth } = world();
    const email = newEmail();
    const { refreshToken } = await auth.signUp({ email, password: "first password" });
    const renewed = await auth.refresh(refreshToken);
    expect(readTokenClaims(renewed?.token ?? "").email).toBe(email);
    expect(await auth.refresh("not-a-refresh-token")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { MemoryAuthProvider } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { SIGNED_OUT } from "../session/session.entity.ts";
import { FakeCipher, FixedClock } from "../session/session-fakes.test-helper.ts";
import { SessionStore } from "../session/session-store.ts";
import { sessionEmail } from "../session/token-claims.ts";
import { InvalidInputError } from "../validation/invalid-input-error.ts";
import { AuthError, AuthErrorCode } from "./auth-error.ts";
import { countingWelcome } from "./auth-test-world.test-helper.ts";
import { requestPasswordReset } from "./forgot-password.use-case.ts";
import { resetPassword } from "./reset-password.use-case.ts";

/** The one account the identity provider holds at first. */
const ACCOUNT = { email: "ada@example.test", password: "correct horse battery" };

function world() {
  const auth = new MemoryAuthProvider(new FixedClock(), [ACCOUNT]);
  const sessions = new SessionStore(new MemoryStore(), new FakeCipher());
  return { auth, sessions, welcome: countingWelcome() };
}

describe("forgetting a password", () => {
  it("asks the provider to email a reset link to the normalized address", async () => {
    const deps = world();
    await requestPasswordReset(deps, { email: " ADA@example.test" });
    expect(deps.auth.resetCodeFor(ACCOUNT.email)).not.toBeNull();
  });

  it("refuses an address that is not an email, without calling the provider", async () => {
    const deps = world();
    deps.auth.failNextCall(AuthErrorCode.UNKNOW);
    await expect(requestPasswordReset(deps, { email: "demo" })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(requestPasswordReset(deps, { email: "x@y.io" })).rejects.toEqual(
      new AuthError(AuthErrorCode.UNKNOW),
    );
  });
});

describe("resetting a password with the emailed code", () => {
  it("sets the new password, then signs the person in with it", async () => {
    const deps = world();
    await requestPasswordReset(deps, { email: ACCOUNT.email });
    const oobCode = deps.auth.resetCodeFor(ACCOUNT.email) ?? "";
    await resetPassword(deps, { oobCode, newPassword: "a brand new one" });
    expect(sessionEmail(deps.sessions.current())).toBe(ACCOUNT.email);
    expect(deps.welcome.requests).toBe(1);
    await expect(deps.auth.signIn(ACCOUNT)).rejects.toEqual(
      new AuthError(AuthErrorCode.INVALID_LOGIN_CREDENTIALS),
    );
  });

  it("fails with INVALID_OOB_CODE for an unknown or used code", async () => {
    const deps = world();
    await expect(resetPassword(deps, { oobCode: "made-up", newPassword: "a brand new one" })).rejects.toEqual(
      new AuthError(AuthErrorCode.INVALID_OOB_CODE),
    );
    expect(deps.sessions.current()).toEqual(SIGNED_OUT);
  });

  it("refuses a short password or a missing code with the default messages", async () => {
    const deps = world();
    const error = await resetPassword(deps, { oobCode: "", newPassword: "short" }).catch((e: unknown) => e);
    expect((error as InvalidInputError).fields.map((field) => field.message)).toEqual([
      "newPassword must be longer than or equal to 8 characters",
      "oobCode should not be empty",
    ]);
  });
});

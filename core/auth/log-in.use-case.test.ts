import { describe, expect, it, vi } from "vitest";
import { MemoryAuthProvider } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { SIGNED_OUT } from "../session/session.entity.ts";
import { FakeCipher, FixedClock } from "../session/session-fakes.test-helper.ts";
import { SessionStore } from "../session/session-store.ts";
import { sessionEmail } from "../session/token-claims.ts";
import { InvalidInputError } from "../validation/invalid-input-error.ts";
import { AuthError, AuthErrorCode } from "./auth-error.ts";
import { countingWelcome } from "./auth-test-world.test-helper.ts";
import { logIn } from "./log-in.use-case.ts";

/** The one account the identity provider holds at first. */
const ACCOUNT = { email: "ada@example.test", password: "correct horse battery" };

function world() {
  const auth = new MemoryAuthProvider(new FixedClock(), [ACCOUNT]);
  const sessions = new SessionStore(new MemoryStore(), new FakeCipher());
  return { auth, sessions, welcome: countingWelcome() };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe("logging in", () => {
  it("warns of nothing when the welcome email is requested", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const deps = world();
    await logIn(deps, ACCOUNT);
    expect(deps.welcome.requests).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it("creates an account for a new email, signs it in and asks for the welcome email", async () => {
    const deps = world();
    const signUp = vi.spyOn(deps.auth, "signUp");
    const signIn = vi.spyOn(deps.auth, "signIn");
    await logIn(deps, { email: "new@meridian.example", password: "correct horse" });
    expect(signUp).toHaveBeenCalledOnce();
    expect(signIn).not.toHaveBeenCalled();
    expect(deps.sessions.current().isAuthenticated).toBe(true);
    expect(sessionEmail(deps.sessions.current())).toBe("new@meridian.example");
    expect(deps.welcome.requests).toBe(1);
  });

  it("signs in instead when the email already has an account", async () => {
    const deps = world();
    const signIn = vi.spyOn(deps.auth, "signIn");
    await logIn(deps, ACCOUNT);
    expect(signIn).toHaveBeenCalledWith(ACCOUNT);
    expect(sessionEmail(deps.sessions.current())).toBe(ACCOUNT.email);
    expect(deps.welcome.requests).toBe(1);
  });

  it("compares the email lowercased and without spaces", async () => {
    const deps = world();
    await logIn(deps, { email: "  Ada@Example. Test ", password: ACCOUNT.password });
    expect(sessionEmail(deps.sessions.current())).toBe(ACCOUNT.email);
  });

  it("fails with incorrect credentials for a known email and a wrong password, leaving nobody signed in", async () => {
    const deps = world();
    const error = await failureOf(logIn(deps, { email: ACCOUNT.email, password: "not the password" }));
    expect(error).toEqual(new AuthError(AuthErrorCode.INVALID_LOGIN_CREDENTIALS));
    expect(deps.sessions.current()).toEqual(SIGNED_OUT);
    expect(deps.welcome.requests).toBe(0);
  });

  it("does not retry as sign-in when sign-up fails for another reason", async () => {
    const deps = world();
    const signIn = vi.spyOn(deps.auth, "signIn");
    deps.auth.failNextCall(AuthErrorCode.NETWORK_REQUEST_FAILED);
    const error = await failureOf(logIn(deps, ACCOUNT));
    expect((error as AuthError).code).toBe(AuthErrorCode.NETWORK_REQUEST_FAILED);
    expect(signIn).not.toHaveBeenCalled();
  });

  it("keeps the person signed in when the welcome email cannot be requested", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const deps = world();
    deps.welcome.fail = true;
    await logIn(deps, ACCOUNT);
    expect(deps.sessions.current().isAuthenticated).toBe(true);
    expect(deps.welcome.requests).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      "The welcome email could not be requested; the person is signed in anyway.",
      expect.objectContaining({ message: "gateway down" }),
    );
  });

  it("refuses invalid input with class-validator's default messages, before calling the provider", async () => {
    const deps = world();
    const signUp = vi.spyOn(deps.auth, "signUp");
    const error = await failureOf(logIn(deps, { email: "not an email", password: "" }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields.map((field) => field.message)).toEqual([
      "email must be an email",
      "password should not be empty",
      "password must be longer than or equal to 8 characters",
    ]);
    expect(signUp).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import { MemoryAuthProvider, SOCIAL_DEMO_ACCOUNTS } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { unsignedToken } from "../../adapters/auth-memory/unsigned-token.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { SIGNED_OUT } from "../session/session.entity.ts";
import { FakeCipher, FixedClock } from "../session/session-fakes.test-helper.ts";
import { SessionStore } from "../session/session-store.ts";
import { sessionEmail } from "../session/token-claims.ts";
import { AuthError, AuthErrorCode } from "./auth-error.ts";
import { countingWelcome } from "./auth-test-world.test-helper.ts";
import { IdentityProvider } from "./identity-provider.ts";
import { signInWithHostedPage, signInWithProvider } from "./social-sign-in.use-case.ts";

function world() {
  const auth = new MemoryAuthProvider(new FixedClock());
  const sessions = new SessionStore(new MemoryStore(), new FakeCipher());
  return { auth, sessions, welcome: countingWelcome() };
}

describe("social sign-in", () => {
  it.each([IdentityProvider.GOOGLE, IdentityProvider.MICROSOFT])(
    "with %s stores the tokens and asks for the welcome email",
    async (provider) => {
      const deps = world();
      await signInWithProvider(deps, provider);
      expect(sessionEmail(deps.sessions.current())).toBe(SOCIAL_DEMO_ACCOUNTS[provider]);
      expect(deps.welcome.requests).toBe(1);
    },
  );

  it("leaves nobody signed in when the popup is closed", async () => {
    const deps = world();
    deps.auth.failNextCall(AuthErrorCode.POPUP_CLOSED_BY_USER);
    await expect(signInWithProvider(deps, IdentityProvider.GOOGLE)).rejects.toEqual(
      new AuthError(AuthErrorCode.POPUP_CLOSED_BY_USER),
    );
    expect(deps.sessions.current()).toEqual(SIGNED_OUT);
    expect(deps.welcome.requests).toBe(0);
  });

  it("on a hosted page fails on a provider that has none", async () => {
    const deps = world();
    await expect(signInWithHostedPage(deps)).rejects.toBeInstanceOf(AuthError);
  });

  it("on a hosted page stores the tokens it gives and asks for the welcome email", async () => {
    const deps = world();
    const tokens = { token: unsignedToken({ email: "ada@meridian.example" }), refreshToken: "refresh" };
    const auth = Object.assign(deps.auth, { signInWithHostedPage: async () => tokens });
    await signInWithHostedPage({ ...deps, auth });
    expect(deps.sessions.current()).toEqual({ ...tokens, isAuthenticated: true });
    expect(deps.welcome.requests).toBe(1);
  });
});

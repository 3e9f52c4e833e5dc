import { describe, expect, it, vi } from "vitest";
import { unsignedToken } from "../../adapters/auth-memory/unsigned-token.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { AuthError, AuthErrorCode } from "../auth/auth-error.ts";
import { RouteName } from "../routing/route-name.ts";
import type { TokenPair } from "./session.entity.ts";
import { SIGNED_OUT } from "./session.entity.ts";
import { AccessTokenUnavailableError, SessionAccessTokenSource } from "./session-access-token-source.ts";
import { FakeCipher, FixedClock, RecordingErrorNavigator } from "./session-fakes.test-helper.ts";
import { SessionStore } from "./session-store.ts";

const NOW_S = 1_750_000_000;
const fresh = unsignedToken({ email: "ada@meridian.example", exp: NOW_S + 3600 });
const expiring = unsignedToken({ email: "ada@meridian.example", exp: NOW_S + 299 });
const renewed: TokenPair = { token: unsignedToken({ exp: NOW_S + 7200 }), refreshToken: "refresh-2" };

async function setup(token: string, refresh: (refreshToken: string) => Promise<TokenPair | null>) {
  const sessions = new SessionStore(new MemoryStore(), new FakeCipher());
  await sessions.start({ token, refreshToken: "refresh-1" });
  const errors = new RecordingErrorNavigator();
  const signOut = { execute: vi.fn(() => sessions.clear()) };
  const auth = { refresh: vi.fn(refresh) };
  const source = new SessionAccessTokenSource({
    sessions,
    auth,
    clock: new FixedClock(NOW_S * 1000),
    errors,
    signOut,
  });
  return { sessions, errors, signOut, auth, source };
}

describe("the access token for a gateway call", () => {
  it("is the stored token while it is fresh, without asking the provider", async () => {
    const { source, auth } = await setup(fresh, async () => renewed);
    expect(await source.freshAccessToken()).toBe(fresh);
    expect(auth.refresh).not.toHaveBeenCalled();
  });

  it("is refreshed within 300 s of its expiry, and the new pair is stored", async () => {
    const { source, auth, sessions } = await setup(expiring, async () => renewed);
    expect(await source.freshAccessToken()).toBe(renewed.token);
    expect(auth.refresh).toHaveBeenCalledWith("refresh-1");
    expect(sessions.current()).toEqual({ ...renewed, isAuthenticated: true });
  });

  it("is null for a visitor", async () => {
    const { source, sessions } = await setup(fresh, async () => renewed);
    await sessions.clear();
    expect(await source.freshAccessToken()).toBeNull();
  });

  it("is null for tokens restored without the authenticated flag, without asking the provider", async () => {
    const store = new MemoryStore();
    await new SessionStore(store, new FakeCipher()).start({ token: expiring, refreshToken: "refresh-1" });
    store.remove("auth");
    const sessions = new SessionStore(store, new FakeCipher());
    await sessions.restore();
    const auth = { refresh: vi.fn(async () => renewed) };
    const source = new SessionAccessTokenSource({
      sessions,
      auth,
      clock: new FixedClock(NOW_S * 1000),
      errors: new RecordingErrorNavigator(),
      signOut: { execute: vi.fn(async () => {}) },
    });
    expect(sessions.current()).toMatchObject({ token: expiring, isAuthenticated: false });
    expect(await source.freshAccessToken()).toBeNull();
    expect(auth.refresh).not.toHaveBeenCalled();
  });

  it("is null, and the person signed out, when the refresh returns nothing", async () => {
    const { source, signOut } = await setup(expiring, async () => null);
    expect(await source.freshAccessToken()).toBeNull();
    expect(signOut.execute).toHaveBeenCalledOnce();
  });

  it("opens ACCESS_DENIED and keeps the session when the refresh fails on the network", async () => {
    const { source, errors, signOut, sessions } = await setup(expiring, () =>
      Promise.reject(new AuthError(AuthErrorCode.NETWORK_REQUEST_FAILED)),
    );
    await expect(source.freshAccessToken()).rejects.toBeInstanceOf(AccessTokenUnavailableError);
    expect(errors.visited).toEqual([RouteName.ACCESS_DENIED]);
    expect(signOut.execute).not.toHaveBeenCalled();
    expect(sessions.current().isAuthenticated).toBe(true);
  });

  it.each([
    ["an auth error", new AuthError(AuthErrorCode.TOO_MANY_REQUEST)],
    ["anything else", new TypeError("boom")],
  ])("signs out when the refresh fails with %s", async (_, failure) => {
    const { source, errors, signOut, sessions } = await setup(expiring, () => Promise.reject(failure));
    await expect(source.freshAccessToken()).rejects.toBeInstanceOf(AccessTokenUnavailableError);
    expect(signOut.execute).toHaveBeenCalledOnce();
    expect(errors.visited).toEqual([]);
    await vi.waitFor(() => expect(sessions.current()).toEqual(SIGNED_OUT));
  });

  it("does not bring back a session that was signed out while the refresh ran", async () => {
    let answer: (pair: TokenPair) => void = () => {};
    const { source, sessions } = await setup(expiring, () => new Promise((done) => (answer = done)));
    const pending = source.freshAccessToken();
    await sessions.clear();
    answer(renewed);
    expect(await pending).toBeNull();
    expect(sessions.current()).toEqual(SIGNED_OUT);
  });

  it("keeps the session someone signed in to while the refresh ran, and answers its token", async () => {
    let answer: (pair: TokenPair) => void = () => {};
    const { source, sessions } = await setup(expiring, () => new Promise((done) => (answer = done)));
    const pending = source.freshAccessToken();
    await sessions.start({ token: fresh, refreshToken: "refresh-other" });
    answer(renewed);
    expect(await pending).toBe(fresh);
    expect(sessions.current()).toEqual({
      token: fresh,
      refreshToken: "refresh-other",
      isAuthenticated: true,
    });
  });

  it("fails a call with the refresh's failure as its cause, in words a log can show", async () => {
    const failure = new TypeError("boom");
    const { source } = await setup(expiring, () => Promise.reject(failure));
    const error = await source.freshAccessToken().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessTokenUnavailableError);
    expect(error).toMatchObject({
      name: "AccessTokenUnavailableError",
      message: "The access token could not be refreshed",
      cause: failure,
    });
  });

  it("refreshes again for a later expiry once the first refresh is over", async () => {
    const { source, auth, sessions } = await setup(expiring, async () => renewed);
    await source.freshAccessToken();
    await sessions.start({ token: expiring, refreshToken: "refresh-3" });
    await source.freshAccessToken();
    expect(auth.refresh.mock.calls).toEqual([["refresh-1"], ["refresh-3"]]);
  });
});

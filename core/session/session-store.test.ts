import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { SIGNED_OUT } from "./session.entity.ts";
import { FakeCipher } from "./session-fakes.test-helper.ts";
import { SessionStore } from "./session-store.ts";
import { deriveUserRole, UserRole } from "./user-role.ts";

const tokens = { token: "access", refreshToken: "refresh" };

function setup(store = new MemoryStore(), cipher = new FakeCipher()) {
  return { store, cipher, sessions: new SessionStore(store, cipher) };
}

describe("the user role", () => {
  it("is registered only with both tokens and the authenticated flag", () => {
    expect(deriveUserRole({ ...tokens, isAuthenticated: true })).toBe(UserRole.REGISTERED_USER);
    expect(deriveUserRole({ ...tokens, isAuthenticated: false })).toBe(UserRole.UNREGISTERED_USER);
    expect(deriveUserRole({ token: "access", refreshToken: null, isAuthenticated: true })).toBe(
      UserRole.UNREGISTERED_USER,
    );
    expect(deriveUserRole({ token: null, refreshToken: "refresh", isAuthenticated: true })).toBe(
      UserRole.UNREGISTERED_USER,
    );
    expect(deriveUserRole({ token: "", refreshToken: "refresh", isAuthenticated: true })).toBe(
      UserRole.UNREGISTERED_USER,
    );
    expect(deriveUserRole(SIGNED_OUT)).toBe(UserRole.UNREGISTERED_USER);
  });
});

describe("the session store", () => {
  it("starts signed out: no tokens, not authenticated", () => {
    expect(SIGNED_OUT).toEqual({ token: null, refreshToken: null, isAuthenticated: false });
    expect(setup().sessions.current()).toEqual({ token: null, refreshToken: null, isAuthenticated: false });
  });

  it.each([
    ["a token that is not text", { token: 7, refreshToken: "r" }],
    ["a refresh token that is not text", { token: "t", refreshToken: null }],
    ["no refresh token", { token: "t" }],
    ["no token", { refreshToken: "r" }],
  ])("treats stored tokens with %s as signed out, whatever its cipher would read", async (_, stored) => {
    const store = new MemoryStore();
    const lenient = { encrypt: async (text: string) => text, decrypt: async (text: string) => String(text) };
    store.write("token", JSON.stringify(stored));
    store.write("auth", JSON.stringify({ isAuthenticated: true }));
    expect(await new SessionStore(store, lenient).restore()).toEqual(SIGNED_OUT);
    expect([store.read("token"), store.read("auth")]).toEqual([null, null]);
  });

  it("keeps a started session across a reload", async () => {
    const { store, sessions } = setup();
    await sessions.start(tokens);
    const reloaded = new SessionStore(store, new FakeCipher());
    expect(reloaded.current()).toEqual(SIGNED_OUT);
    expect(await reloaded.restore()).toEqual({ ...tokens, isAuthenticated: true });
    expect(reloaded.current()).toEqual({ ...tokens, isAuthenticated: true });
  });

  it("stores each token sealed by the cipher under the key token, and the flag under auth", async () => {
    const { store, sessions } = setup();
    await sessions.start(tokens);
    expect(JSON.parse(store.read("token") ?? "")).toEqual({
      token: "sealed:ssecca",
      refreshToken: "sealed:hserfer",
    });
    expect(JSON.parse(store.read("auth") ?? "")).toEqual({ isAuthenticated: true });
    expect(store.read("token")).not.toContain("access");
  });

  it("changes nothing when the tokens cannot be encrypted", async () => {
    const { store, cipher, sessions } = setup();
    cipher.failEncryption = true;
    await expect(sessions.start(tokens)).rejects.toThrow("no key");
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect(store.read("token")).toBeNull();
  });

  it.each([
    ["damaged", "{broken"],
    ["not sealed by this cipher", JSON.stringify({ token: "access", refreshToken: "refresh" })],
    ["incomplete", JSON.stringify({ token: "sealed:a" })],
    ["without a token", JSON.stringify({ refreshToken: "sealed:a" })],
    ["null", "null"],
  ])("treats %s stored tokens as signed out and forgets them", async (_, stored) => {
    const { store, sessions } = setup();
    store.write("token", stored);
    store.write("auth", JSON.stringify({ isAuthenticated: true }));
    expect(await sessions.restore()).toEqual(SIGNED_OUT);
    expect([store.read("token"), store.read("auth")]).toEqual([null, null]);
  });

  it("restores the tokens without the flag when the flag was not stored", async () => {
    const { store, sessions } = setup();
    await sessions.start(tokens);
    store.remove("auth");
    const reloaded = new SessionStore(store, new FakeCipher());
    expect(await reloaded.restore()).toEqual({ ...tokens, isAuthenticated: false });
  });

  it("restores the tokens without the flag when the flag stored is not true itself", async () => {
    const { store, sessions } = setup();
    await sessions.start(tokens);
    store.write("auth", JSON.stringify({ isAuthenticated: "true" }));
    const reloaded = new SessionStore(store, new FakeCipher());
    expect(await reloaded.restore()).toEqual({ ...tokens, isAuthenticated: false });
  });

  it("is signed out after a restore with nothing stored", async () => {
    const { sessions } = setup();
    expect(await sessions.restore()).toEqual(SIGNED_OUT);
  });

  it("tells its watchers of a sign-out once, not again when nobody is signed in", async () => {
    const { sessions } = setup();
    const seen: unknown[] = [];
    const watching = sessions.session$.subscribe((session) => seen.push(session));
    await sessions.clear();
    await sessions.start(tokens);
    await sessions.clear();
    await sessions.clear();
    watching.unsubscribe();
    expect(seen).toEqual([SIGNED_OUT, { ...tokens, isAuthenticated: true }, SIGNED_OUT]);
  });

  it("goes on with later changes after one fails", async () => {
    const { cipher, sessions } = setup();
    cipher.failEncryption = true;
    await expect(sessions.start(tokens)).rejects.toThrow("no key");
    cipher.failEncryption = false;
    await sessions.start(tokens);
    expect(sessions.current()).toEqual({ ...tokens, isAuthenticated: true });
  });

  it("forgets both tokens and the flag when cleared", async () => {
    const { store, sessions } = setup();
    await sessions.start(tokens);
    await sessions.clear();
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect([store.read("token"), store.read("auth")]).toEqual([null, null]);
  });

  it("never lets a slow sign-in overtake the sign-out that followed it", async () => {
    const { store, sessions } = setup();
    const started = sessions.start(tokens);
    const cleared = sessions.clear();
    await Promise.all([started, cleared]);
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect(store.read("token")).toBeNull();
  });
});

import { describe, expect, it, vi } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import type { Notifier } from "../notifier/notifier.port.ts";
import { SIGNED_OUT } from "./session.entity.ts";
import { SessionStore } from "./session-store.ts";
import { signOut } from "./sign-out.use-case.ts";
import { deriveUserRole, UserRole } from "./user-role.ts";

const tokens = { token: "access", refreshToken: "refresh" };

function fakeNotifier(): Notifier & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    notify: (request) => {
      messages.push(request.message);
      return "1";
    },
    notifyInterface: (request) => {
      messages.push(request.message);
      return "2";
    },
    dismiss: () => {},
  };
}

describe("the user role", () => {
  it("is registered only with both tokens and the authenticated flag", () => {
    expect(deriveUserRole({ ...tokens, isAuthenticated: true })).toBe(UserRole.REGISTERED_USER);
    expect(deriveUserRole({ ...tokens, isAuthenticated: false })).toBe(UserRole.UNREGISTERED_USER);
    expect(deriveUserRole({ token: "access", refreshToken: null, isAuthenticated: true })).toBe(
      UserRole.UNREGISTERED_USER,
    );
    expect(deriveUserRole(SIGNED_OUT)).toBe(UserRole.UNREGISTERED_USER);
  });
});

describe("the session store", () => {
  it("keeps a started session across a reload", () => {
    const store = new MemoryStore();
    new SessionStore(store).start(tokens);
    expect(new SessionStore(store).current()).toEqual({ ...tokens, isAuthenticated: true });
  });

  it("treats damaged stored tokens as signed out", () => {
    const store = new MemoryStore();
    store.write("token", "{broken");
    expect(new SessionStore(store).current()).toEqual(SIGNED_OUT);
  });

  it("forgets both tokens and the flag when cleared", () => {
    const store = new MemoryStore();
    const sessions = new SessionStore(store);
    sessions.start(tokens);
    sessions.clear();
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect([store.read("token"), store.read("auth")]).toEqual([null, null]);
  });
});

describe("signing out", () => {
  it("ends the session and confirms it with a toast", async () => {
    const sessions = new SessionStore(new MemoryStore());
    sessions.start(tokens);
    const notifier = fakeNotifier();
    await signOut({ sessions, notifier }, "You have signed out.");
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect(notifier.messages).toEqual(["You have signed out."]);
  });

  it("ends the session even when the identity provider fails", async () => {
    const sessions = new SessionStore(new MemoryStore());
    sessions.start(tokens);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await signOut(
      { sessions, notifier: fakeNotifier(), endProviderSession: () => Promise.reject(new Error("offline")) },
      "You have signed out.",
    );
    expect(sessions.current()).toEqual(SIGNED_OUT);
  });
});

import { describe, expect, it, vi } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { OrganizationStore } from "../organization/organization-store.ts";
import { SIGNED_OUT } from "./session.entity.ts";
import { FakeCipher, RecordingNotifier } from "./session-fakes.test-helper.ts";
import { SessionStore } from "./session-store.ts";
import { SignOut } from "./sign-out.use-case.ts";

async function signedIn(providerSignOut: () => Promise<void> = async () => {}) {
  const store = new MemoryStore();
  const sessions = new SessionStore(store, new FakeCipher());
  await sessions.start({ token: "access", refreshToken: "refresh" });
  const organizations = new OrganizationStore();
  organizations.markReady({ id: "org-1", name: "Acme" }, 1);
  const notifier = new RecordingNotifier();
  const auth = { signOut: vi.fn(providerSignOut) };
  const signOut = new SignOut({ sessions, organizations, auth, notifier, store });
  return { store, sessions, organizations, notifier, auth, signOut };
}

describe("signing out", () => {
  it("clears both tokens, the flag and the organization, ends the provider's session and says so", async () => {
    const { store, sessions, organizations, notifier, auth, signOut } = await signedIn();
    await signOut.execute("You have signed out.");
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect([store.read("token"), store.read("auth")]).toEqual([null, null]);
    expect(organizations.current().organization).toEqual({ id: null });
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(notifier.shown.map((toast) => toast.message)).toEqual(["You have signed out."]);
  });

  it("forgets the playground's conversation, so the next person on this browser does not see it", async () => {
    const { store, signOut } = await signedIn();
    store.write("playground", JSON.stringify({ version: 1, turns: [] }));
    await signOut.execute();
    expect(store.read("playground")).toBeNull();
  });

  it("forgets an unsent feedback form, which may hold the person's address", async () => {
    const { store, signOut } = await signedIn();
    store.write("feedback", JSON.stringify({ topic: "idea", message: "x", email: "ada@example.com" }));
    await signOut.execute();
    expect(store.read("feedback")).toBeNull();
  });

  it("forgets an unsent organization request, which holds the person's address and number", async () => {
    const { store, signOut } = await signedIn();
    store.write(
      "organizationRequest",
      JSON.stringify({ name: "Acme", email: "ada@example.com", country: "CA", phone: "4165550199" }),
    );
    await signOut.execute();
    expect(store.read("organizationRequest")).toBeNull();
  });

  it("ends the local session even when the identity provider fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { store, sessions, signOut } = await signedIn(() => Promise.reject(new Error("offline")));
    await signOut.execute("You have signed out.");
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect(store.read("token")).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      "The identity provider could not end its session; the local session has ended.",
      expect.objectContaining({ message: "offline" }),
    );
  });

  it("ends the session where nothing else of the person's is kept", async () => {
    const sessions = new SessionStore(new MemoryStore(), new FakeCipher());
    await sessions.start({ token: "access", refreshToken: "refresh" });
    const organizations = new OrganizationStore();
    const auth = { signOut: vi.fn(async () => {}) };
    await new SignOut({ sessions, organizations, auth, notifier: new RecordingNotifier() }).execute();
    expect(sessions.current()).toEqual(SIGNED_OUT);
    expect(auth.signOut).toHaveBeenCalledOnce();
  });

  it("shows its confirmation as an information toast", async () => {
    const { notifier, signOut } = await signedIn();
    await signOut.execute("You have signed out.");
    expect(notifier.shown).toEqual([
      expect.objectContaining({ message: "You have signed out.", intent: "info" }),
    ]);
  });

  it("shows no toast when nobody asked for it (the session ended on its own)", async () => {
    const { notifier, signOut } = await signedIn();
    await signOut.execute();
    expect(notifier.shown).toEqual([]);
  });
});

import type { Page } from "playwright-core";
import type { AuthErrorCode } from "../../../core/auth/auth-error.ts";
import { emulatedResetCodeFor } from "../../support/auth-emulator.ts";
import type { StoredSessionCheck } from "../support/dashboard-driver.ts";
import { callTestHook } from "./browser/test-hooks.ts";

/** Which identity provider the built app runs on, and so how a test reaches the provider's side. */
export type IdentityBackend = "memory" | "emulator";

interface TestHooks {
  sessions: { current(): { token: string | null; refreshToken: string | null } };
}

/**
 * The provider's side of the auth scenarios: the reset code that was "emailed" and injected failures. In memory
 * it is the app's own provider (through the test hooks); against the emulator, its REST endpoints.
 */
export class BrowserIdentity {
  constructor(
    private readonly page: Page,
    readonly backend: IdentityBackend,
  ) {}

  /** Opens the emailed reset link. The memory provider lives as long as the page, so its link is followed in-app. */
  async followResetLink(email: string, open: (path: string) => Promise<void>): Promise<void> {
    const code =
      this.backend === "emulator"
        ? await emulatedResetCodeFor(email)
        : await callTestHook<string | null>(this.page, "auth", "resetCodeFor", email);
    if (!code) throw new Error(`No reset email was sent to ${email}`);
    const path = `/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`;
    if (this.backend === "emulator") await open(path);
    else await callTestHook(this.page, "hooks", "navigate", path);
  }

  async failNextCall(code: AuthErrorCode): Promise<void> {
    if (this.backend !== "memory") throw new Error("Only the memory provider can be told to fail");
    await callTestHook(this.page, "auth", "failNextCall", code);
  }

  storedSessionCheck(): Promise<StoredSessionCheck> {
    return this.page.evaluate(checkStoredSession);
  }
}

// Functions below run inside the page (page.evaluate): only browser globals, nothing from this module.

function checkStoredSession(): StoredSessionCheck {
  const found = (window as unknown as { __dashboardTestHooks?: TestHooks }).__dashboardTestHooks;
  const { token, refreshToken } = found?.sessions.current() ?? { token: null, refreshToken: null };
  if (!token || !refreshToken) throw new Error("Nobody is signed in: there are no tokens to look for");
  const plaintextEntries: string[] = [];
  for (const [name, storage] of [
    ["localStorage", localStorage],
    ["sessionStorage", sessionStorage],
  ] as const) {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index) ?? "";
      const value = storage.getItem(key) ?? "";
      if (value.includes(token) || value.includes(refreshToken)) plaintextEntries.push(`${name}.${key}`);
    }
  }
  return { plaintextEntries, sealedTokensStored: localStorage.getItem("token") !== null };
}

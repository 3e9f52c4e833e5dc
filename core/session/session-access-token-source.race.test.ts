import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unsignedToken } from "../../adapters/auth-memory/unsigned-token.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { AuthError, AuthErrorCode } from "../auth/auth-error.ts";
import { OrganizationStore } from "../organization/organization-store.ts";
import { SIGNED_OUT, type TokenPair } from "./session.entity.ts";
import { SessionAccessTokenSource } from "./session-access-token-source.ts";
import {
  FakeCipher,
  FixedClock,
  RecordingErrorNavigator,
  RecordingNotifier,
} from "./session-fakes.test-helper.ts";
import { SessionStore } from "./session-store.ts";
import { SignOut } from "./sign-out.use-case.ts";
import type { TokenCipher } from "./token-cipher.port.ts";

const CALLS = 50;
const RUNS = 1000;
const NOW_S = 1_750_000_000;
/** Exactly at expiry: `exp` is 300 s away, the margin of SPEC §9. */
const expiring = unsignedToken({ email: "ada@meridian.example", exp: NOW_S + 300 });
const renewed: TokenPair = { token: unsignedToken({ exp: NOW_S + 3600 }), refreshToken: "refresh-2" };

/** Every asynchronous step the scheduler may reorder: encryption, the refresh, the provider's sign-out. */
function scheduledWorld(s: fc.Scheduler, refreshAnswer: () => Promise<TokenPair | null>) {
  const plain = new FakeCipher();
  const cipher: TokenCipher = {
    encrypt: (text) => s.schedule(plain.encrypt(text), "encrypt"),
    decrypt: (text) => s.schedule(plain.decrypt(text), "decrypt"),
  };
  const sessions = new SessionStore(new MemoryStore(), cipher);
  let refreshes = 0;
  const auth = {
    refresh: (_refreshToken: string) => {
      refreshes += 1;
      return s.schedule(refreshAnswer(), "refresh");
    },
    // The provider's sign-out never answers: waiting calls must not depend on it.
    signOut: () => new Promise<void>(() => {}),
  };
  const signOut = new SignOut({
    sessions,
    organizations: new OrganizationStore(),
    auth,
    notifier: new RecordingNotifier(),
  });
  const source = new SessionAccessTokenSource({
    sessions,
    auth,
    clock: new FixedClock(NOW_S * 1000),
    errors: new RecordingErrorNavigator(),
    signOut,
  });
  return { sessions, source, refreshes: () => refreshes };
}

/** Starts the session with the expiring token, letting the scheduler run the encryption. */
async function signedIn(s: fc.Scheduler, sessions: SessionStore): Promise<void> {
  const started = sessions.start({ token: expiring, refreshToken: "refresh-1" });
  await s.waitFor(started);
}

describe("token refresh under concurrent calls (fast-check scheduler)", () => {
  it(`refreshes once for ${CALLS} calls arriving in any order around the refresh, and gives each the new token`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const { sessions, source, refreshes } = scheduledWorld(s, async () => renewed);
        await signedIn(s, sessions);
        const calls = Array.from({ length: CALLS }, (_, index) =>
          s.schedule(Promise.resolve(index), `call ${index}`).then(() => source.freshAccessToken()),
        );
        await s.waitFor(Promise.all(calls));
        expect(await Promise.all(calls)).toEqual(Array(CALLS).fill(renewed.token));
        expect(refreshes()).toBe(1);
        expect(sessions.current()).toEqual({ ...renewed, isAuthenticated: true });
      }),
      { numRuns: RUNS },
    );
  });

  it(`settles all ${CALLS} calls (rejected) within 1 s when the one refresh fails, and signs out`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.boolean(), async (s, authFailure) => {
        const failure = authFailure ? new AuthError(AuthErrorCode.UNKNOW) : new TypeError("failed to fetch");
        const { sessions, source, refreshes } = scheduledWorld(s, () => Promise.reject(failure));
        await signedIn(s, sessions);
        const started = performance.now();
        const calls = Array.from({ length: CALLS }, () => source.freshAccessToken());
        const outcomes = await s.waitFor(Promise.allSettled(calls));
        await s.waitAll();
        expect(performance.now() - started).toBeLessThan(1000);
        expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
        expect(refreshes()).toBe(1);
        expect(sessions.current()).toEqual(SIGNED_OUT);
      }),
      { numRuns: RUNS },
    );
  });
});

// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MemoryAuthProvider } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { unsignedToken } from "../../adapters/auth-memory/unsigned-token.ts";
import { AuthErrorCode } from "../../core/auth/auth-error.ts";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { AccessTokenSource } from "../../core/session/access-token-source.port.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { readTokenClaims } from "../../core/session/token-claims.ts";
import { renderApp } from "./render-app.tsx";

const nearlyExpired = () =>
  unsignedToken({ email: "demo@meridian.example", exp: Math.floor(Date.now() / 1000) + 60 });

async function signedInWithExpiringToken() {
  const app = await renderApp("/playground", { signedIn: true });
  const sessions = app.container.get(SessionStore);
  await sessions.start({ token: nearlyExpired(), refreshToken: sessions.current().refreshToken ?? "" });
  const auth = app.container.get(AuthProvider) as MemoryAuthProvider;
  return { app, sessions, auth, tokens: app.container.get(AccessTokenSource) };
}

describe("the access token the gateway adapters get from the container", () => {
  it("is refreshed through the identity provider when it is about to expire", async () => {
    const { tokens, sessions } = await signedInWithExpiringToken();
    const token = await tokens.freshAccessToken();
    expect(readTokenClaims(token ?? "").exp).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(sessions.current().token).toBe(token);
  });

  it("sends the person to the access-denied page when the refresh fails on the network", async () => {
    const { app, tokens, auth, sessions } = await signedInWithExpiringToken();
    auth.failNextCall(AuthErrorCode.NETWORK_REQUEST_FAILED);
    await expect(tokens.freshAccessToken()).rejects.toThrow("could not be refreshed");
    await waitFor(() => expect(app.location()).toBe("/error/access-denied"));
    expect(sessions.current().isAuthenticated).toBe(true);
  });

  it("signs the person out, leaving the page for the sign-in page, when the refresh is refused", async () => {
    const { app, tokens, auth } = await signedInWithExpiringToken();
    auth.failNextCall(AuthErrorCode.UNKNOW);
    await expect(tokens.freshAccessToken()).rejects.toThrow();
    await waitFor(() => expect(app.location()).toBe("/auth"));
  });
});

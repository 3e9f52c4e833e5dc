// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Auth0AuthProvider } from "../../adapters/auth-auth0/auth-auth0.adapter.ts";
import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import { IdentityProvider } from "../../core/auth/identity-provider.ts";
import { readTokenClaims } from "../../core/session/token-claims.ts";
import { type Auth0StandInProcess, spawnAuth0StandIn } from "../support/auth0-stand-in.process.ts";
import { completeUniversalLogin } from "../support/auth0-stand-in.ts";

const ADA = { email: "ada@meridian.example", password: "analytical engine" };
let standIn: Auth0StandInProcess;

/**
 * The popup the adapter opens, driven by a "person": when the SDK points it at Universal Login they log in over
 * HTTP, and the answer the stand-in's page would post to the app is posted to this window, from the stand-in.
 */
class PersonInPopup {
  closed = false;
  authorizeUrl = "";
  constructor(private readonly behaviour: "logs in" | "closes it") {}

  readonly location = {
    set href(url: string) {
      popup.open(url);
    },
  };

  open(url: string): void {
    this.authorizeUrl = url;
    if (this.behaviour === "closes it") {
      this.closed = true;
      return;
    }
    void completeUniversalLogin(url, ADA).then((response) => {
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: standIn.domain,
          data: { type: "authorization_response", response },
        }),
      );
    });
  }

  close(): void {
    this.closed = true;
  }
}

let popup: PersonInPopup;

function adapter(wait = vi.fn(async (_ms: number) => {})) {
  return {
    wait,
    auth0: new Auth0AuthProvider({ domain: standIn.domain, clientId: standIn.clientId }, window, { wait }),
  };
}

function openPopups(behaviour: "logs in" | "closes it" | "blocked") {
  popup = new PersonInPopup(behaviour === "blocked" ? "logs in" : behaviour);
  return vi
    .spyOn(window, "open")
    .mockImplementation(() => (behaviour === "blocked" ? null : (popup as unknown as Window)));
}

beforeAll(async () => {
  standIn = await spawnAuth0StandIn(window.location.origin, { [ADA.email]: ADA.password });
});

afterAll(async () => {
  await standIn.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Auth0 adapter against an Auth0-shaped OpenID provider", () => {
  it("offers Universal Login and the social connections, and no password form", () => {
    expect(adapter().auth0.capabilities).toEqual({
      passwordForm: false,
      socialProviders: [IdentityProvider.GOOGLE, IdentityProvider.MICROSOFT],
      hostedLogin: true,
    });
  });

  it("signs in on Universal Login in a 500 × 600 popup and hands back the ID token and a refresh token", async () => {
    const open = openPopups("logs in");
    const { token, refreshToken } = await adapter().auth0.signInWithHostedPage();
    expect(open).toHaveBeenCalledWith(
      "",
      "auth0:authorize:popup",
      expect.stringMatching(/^width=500,height=600,/),
    );
    expect(readTokenClaims(token).email).toBe(ADA.email);
    expect(refreshToken).toMatch(/.{20,}/);
    const authorize = new URL(popup.authorizeUrl);
    expect(authorize.pathname).toBe("/authorize");
    expect(authorize.searchParams.get("response_mode")).toBe("web_message");
    expect(authorize.searchParams.get("prompt")).toBe("login");
  });

  it("asks Universal Login for the social connection", async () => {
    openPopups("logs in");
    await adapter().auth0.signInWithProvider(IdentityProvider.GOOGLE);
    expect(new URL(popup.authorizeUrl).searchParams.get("connection")).toBe("google-oauth2");
  });

  it("refreshes silently after a reload with only the stored refresh token", async () => {
    openPopups("logs in");
    const first = await adapter().auth0.signInWithHostedPage();
    const afterReload = adapter().auth0;
    const renewed = await afterReload.refresh(first.refreshToken);
    expect(readTokenClaims(renewed?.token ?? "").email).toBe(ADA.email);
    // The tenant rotates refresh tokens: the new one differs, and the old one is spent.
    expect(renewed?.refreshToken).toBeTruthy();
    expect(renewed?.refreshToken).not.toBe(first.refreshToken);
  });

  it("returns nothing for a refresh token the tenant does not honour", async () => {
    expect(await adapter().auth0.refresh("revoked-or-made-up")).toBeNull();
  });

  it("fails with POPUP_BLOCKED when the browser refuses the popup", async () => {
    openPopups("blocked");
    await expect(adapter().auth0.signInWithHostedPage()).rejects.toEqual(
      new AuthError(AuthErrorCode.POPUP_BLOCKED),
    );
  });

  it("reports a popup the person closed only after 8 seconds", async () => {
    openPopups("closes it");
    const { auth0, wait } = adapter();
    await expect(auth0.signInWithHostedPage()).rejects.toEqual(
      new AuthError(AuthErrorCode.POPUP_CLOSED_BY_USER),
    );
    expect(wait).toHaveBeenCalledWith(8000);
  });

  it("ends the SDK's session and Auth0's on sign-out", async () => {
    openPopups("logs in");
    const { auth0 } = adapter();
    await auth0.signInWithHostedPage();
    const before = (await standIn.logouts()).length;
    await auth0.signOut();
    const logouts = await standIn.logouts();
    expect(logouts.length).toBe(before + 1);
    expect(new URLSearchParams(logouts.at(-1)).get("client_id")).toBe(standIn.clientId);
  });

  it("refuses the password calls: Universal Login has those", async () => {
    const { auth0 } = adapter();
    await expect(auth0.signIn()).rejects.toBeInstanceOf(AuthError);
    await expect(auth0.sendPasswordResetEmail()).rejects.toBeInstanceOf(AuthError);
  });
});

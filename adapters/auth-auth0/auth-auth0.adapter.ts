import type { Auth0Client } from "@auth0/auth0-spa-js";
import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import type { AuthCapabilities, AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { IdentityProvider } from "../../core/auth/identity-provider.ts";
import { POPUP_CLOSED_REJECT_AFTER_MS, popupWindowFeatures } from "../../core/auth/popup-rules.ts";
import type { TokenPair } from "../../core/session/session.entity.ts";
import { fromAuth0Error, isRefusedRefresh } from "./auth0-auth-error.ts";
import type { Auth0Settings } from "./auth0-settings.ts";
import { Auth0TokenCache } from "./auth0-token-cache.ts";

/** Auth0's connection names for the social providers of SPEC §3. */
const CONNECTION: Readonly<Record<IdentityProvider, string>> = {
  [IdentityProvider.GOOGLE]: "google-oauth2",
  [IdentityProvider.MICROSOFT]: "windowslive",
};

const POPUP_NAME = "auth0:authorize:popup";

export interface Auth0AdapterOptions {
  /** How the adapter waits (tests pass a fake clock's). */
  readonly wait?: (ms: number) => Promise<void>;
  /** Ends Auth0's own session cookie; by default a background request to the logout URL. */
  readonly openLogoutUrl?: (url: string) => Promise<void>;
}

/**
 * Auth0 through @auth0/auth0-spa-js 2, downloaded on first use. Everything happens on Universal Login in a
 * popup (so the auth page shows no password form); silent refresh uses the refresh-token grant; the token is the
 * ID token (it carries the email). The SDK caches tokens in memory only (see Auth0TokenCache).
 */
export class Auth0AuthProvider implements AuthProvider {
  readonly capabilities: AuthCapabilities = {
    passwordForm: false,
    socialProviders: [IdentityProvider.GOOGLE, IdentityProvider.MICROSOFT],
    hostedLogin: true,
  };
  private readonly cache = new Auth0TokenCache();
  private client: Promise<Auth0Client> | null = null;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly openLogoutUrl: (url: string) => Promise<void>;

  constructor(
    private readonly settings: Auth0Settings,
    private readonly window: Window,
    options: Auth0AdapterOptions = {},
  ) {
    this.wait = options.wait ?? ((ms) => new Promise((done) => window.setTimeout(done, ms)));
    this.openLogoutUrl =
      options.openLogoutUrl ??
      (async (url) => {
        await window.fetch(url, { mode: "no-cors", credentials: "include" });
      });
  }

  signInWithHostedPage(): Promise<TokenPair> {
    return this.popupLogin({});
  }

  signInWithProvider(provider: IdentityProvider): Promise<TokenPair> {
    return this.popupLogin({ connection: CONNECTION[provider] });
  }

  signUp(): Promise<TokenPair> {
    return notOnThisProvider();
  }

  signIn(): Promise<TokenPair> {
    return notOnThisProvider();
  }

  sendPasswordResetEmail(): Promise<void> {
    return notOnThisProvider();
  }

  resetPassword(): Promise<string> {
    return notOnThisProvider();
  }

  async refresh(refreshToken: string): Promise<TokenPair | null> {
    try {
      const client = await this.sdkClient();
      this.cache.seedRefreshToken(refreshToken);
      const token = idTokenOf(await client.getTokenSilently({ cacheMode: "off", detailedResponse: true }));
      return { token, refreshToken: this.cache.refreshToken() ?? refreshToken };
    } catch (error) {
      if (isRefusedRefresh(error)) return null;
      throw fromAuth0Error(error);
    }
  }

  async signOut(): Promise<void> {
    this.cache.clear();
    if (!this.client) return;
    const client = await this.client;
    await client.logout({ openUrl: this.openLogoutUrl });
  }

  /**
   * The popup is opened before anything is awaited, while the click that asked for it still counts (popup
   * blockers), at SPEC §9's size; a popup the person closed is reported 8 s later, as SPEC §4 says.
   */
  private async popupLogin(authorizationParams: Record<string, string>): Promise<TokenPair> {
    const popup = this.window.open("", POPUP_NAME, popupWindowFeatures(screenAreaOf(this.window)));
    if (!popup) throw new AuthError(AuthErrorCode.POPUP_BLOCKED);
    try {
      const client = await this.sdkClient();
      await client.loginWithPopup(
        // prompt=login: after a sign-out the hosted page asks again, even if Auth0 still has a session cookie.
        { authorizationParams: { prompt: "login", ...authorizationParams } },
        { popup },
      );
      const token = idTokenOf(await client.getTokenSilently({ detailedResponse: true }));
      const refreshToken = this.cache.refreshToken();
      if (!refreshToken) throw new Error("Auth0 issued no refresh token: allow offline access for the app");
      return { token, refreshToken };
    } catch (error) {
      const failure = fromAuth0Error(error);
      if (failure.code === AuthErrorCode.POPUP_CLOSED_BY_USER) await this.wait(POPUP_CLOSED_REJECT_AFTER_MS);
      if (!popup.closed) popup.close();
      throw failure;
    }
  }

  private sdkClient(): Promise<Auth0Client> {
    this.client ??= import("@auth0/auth0-spa-js").then(
      ({ Auth0Client }) =>
        new Auth0Client({
          domain: this.settings.domain,
          clientId: this.settings.clientId,
          cache: this.cache,
          useRefreshTokens: true,
          useRefreshTokensFallback: false,
          authorizationParams: { redirect_uri: this.window.location.origin },
        }),
    );
    this.client.catch(() => {
      this.client = null;
    });
    return this.client;
  }
}

function idTokenOf(response: { id_token?: string } | undefined): string {
  if (!response?.id_token) throw new Error("Auth0 answered without an ID token");
  return response.id_token;
}

function notOnThisProvider(): Promise<never> {
  return Promise.reject(
    new AuthError(AuthErrorCode.UNKNOW, {
      cause: new Error("Auth0 handles this on its Universal Login page"),
    }),
  );
}

function screenAreaOf(window: Window) {
  return { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
}

import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface Auth0StandInOptions {
  /** The app's origin: the SDK's redirect_uri, and where popup answers are posted. */
  readonly appOrigin: string;
  /** email → password of the accounts Universal Login accepts. */
  readonly accounts: Readonly<Record<string, string>>;
}

export interface Auth0StandIn {
  /** What the dashboard is configured with as its Auth0 domain (an http URL; no trailing slash). */
  readonly domain: string;
  readonly clientId: string;
  /** Requests that reached /v2/logout (also served as JSON at /__stand-in/logouts). */
  readonly logouts: string[];
  close(): Promise<void>;
}

export const STAND_IN_CLIENT_ID = "meridian-dashboard";

/**
 * An OpenID provider shaped like an Auth0 tenant (oidc-provider): /authorize, /oauth/token,
 * /.well-known/jwks.json, /v2/logout, and a Universal-Login-like page at /u/login/{uid}. The issuer ends with a
 * slash, as auth0-spa-js checks. It answers popups with response_mode=web_message, as Auth0 does.
 */
export async function startAuth0StandIn({ appOrigin, accounts }: Auth0StandInOptions): Promise<Auth0StandIn> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const domain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(`${domain}/`, {
    clients: [
      {
        client_id: STAND_IN_CLIENT_ID,
        token_endpoint_auth_method: "none",
        redirect_uris: [appOrigin],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "stand-in", use: "sig", alg: "RS256" }] },
    routes: {
      authorization: "/authorize",
      token: "/oauth/token",
      jwks: "/.well-known/jwks.json",
      userinfo: "/userinfo",
      revocation: "/oauth/revoke",
      end_session: "/oidc/logout",
    },
    features: {
      devInteractions: { enabled: false },
      webMessageResponseMode: { enabled: true, ack: "individual-draft-01" },
      revocation: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `/u/login/${interaction.uid}` },
    scopes: ["openid", "offline_access", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    // Auth0 puts the requested claims in the ID token; so does the stand-in.
    conformIdTokenClaims: false,
    // Auth0 issues a refresh token to an app that uses them, whatever the prompt.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    clientBasedCORS: () => true,
    cookies: { keys: ["auth0-stand-in"] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 86400,
    },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true }),
    }),
  });
  const logouts: string[] = [];
  provider.on("server_error", (_ctx: unknown, error: unknown) => console.error("Auth0 stand-in:", error));
  const oidc = provider.callback();

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", domain);
    if (url.pathname === "/__stand-in/logouts") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(logouts));
      return;
    }
    if (url.pathname === "/v2/logout") {
      logouts.push(url.search);
      response.writeHead(200, { "Access-Control-Allow-Origin": "*" }).end();
      return;
    }
    if (url.pathname.startsWith("/u/login/")) {
      void universalLogin(provider, accounts, request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    oidc(request, response);
  });

  return {
    domain,
    clientId: STAND_IN_CLIENT_ID,
    logouts,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}

async function universalLogin(
  provider: Provider,
  accounts: Readonly<Record<string, string>>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (request.method !== "POST") {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(loginPage(""));
    return;
  }
  const form = new URLSearchParams(await bodyOf(request));
  const email = (form.get("email") ?? "").trim().toLowerCase();
  if (accounts[email] === undefined || accounts[email] !== form.get("password")) {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(loginPage("Wrong email or password."));
    return;
  }
  const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: email }, consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: false },
  );
}

function loginPage(problem: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log in</title></head><body>
<h1>Log in</h1>${problem ? `<p role="alert">${problem}</p>` : ""}
<form method="post"><label>Email address <input name="email" type="email"></label>
<label>Password <input name="password" type="password"></label><button type="submit">Continue</button></form>
</body></html>`;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

/**
 * What a person does in the Universal Login popup, done over HTTP: open the authorize URL, submit the login form,
 * follow the redirects, and read the answer the page would post to the app (response_mode=web_message).
 */
export async function completeUniversalLogin(
  authorizeUrl: string,
  credentials: { email: string; password: string },
): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      cookies.set(name.trim(), value.join("="));
    }
    return response;
  };
  let response = await go(authorizeUrl);
  let loginUrl = new URL(response.headers.get("location") ?? "", authorizeUrl).href;
  response = await go(loginUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(credentials).toString(),
  });
  while (response.status >= 300 && response.status < 400) {
    loginUrl = new URL(response.headers.get("location") ?? "", loginUrl).href;
    response = await go(loginUrl);
  }
  const page = await response.text();
  const data = /var data = (\{.*?\});\n/s.exec(page)?.[1];
  if (!data) throw new Error(`Universal Login did not answer with a web message:\n${page.slice(0, 500)}`);
  return (JSON.parse(data) as { response: Record<string, string> }).response;
}

import type { Request, Response, Route } from "playwright-core";
import type {
  EndedReply,
  FaultsDriver,
  RepresentativeCall,
  TokenRefreshReport,
  WireFault,
} from "../../support/faults-driver.ts";
import type { LocalBackend } from "../local-backend.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { BrowserPlaygroundDriver } from "./playground.browser-driver.ts";
import { textIfShown } from "./shown-text.ts";

const API_BASE_PATH = "/v1/api";
const TOKEN_ENDPOINT = "/securetoken.googleapis.com/v1/token";
/** SPEC §9: the dashboard counts a token as expired this long before its `exp`. */
const EXPIRY_MARGIN_S = 300;
/**
 * The page's clock is set 1 s past the expiring token's margin. A token refreshed then is issued by the identity
 * provider's own clock, behind the page's by the expired token's age: that age, less 1 s, is how long the new one
 * looks fresh to the page. A few seconds keep it fresh for the call made right after.
 */
const MIN_EXPIRED_TOKEN_AGE_S = 6;
/** A reply whose connection was cut ends as soon as the browser sees it; this is only a safety net. */
const REPLY_END_TIMEOUT_MS = 10_000;

interface CallOnTheWire {
  readonly method: string;
  readonly path: string;
  open(screen: BrowserScreenContext, playground: BrowserPlaygroundDriver): Promise<void>;
}

const CALLS: Readonly<Record<RepresentativeCall, CallOnTheWire>> = {
  "the API keys list": {
    method: "GET",
    path: `${API_BASE_PATH}/users/apikeys`,
    open: (screen) => screen.open("/api-key"),
  },
  "the usage logs": {
    method: "GET",
    path: `${API_BASE_PATH}/chat/history`,
    open: (screen) => screen.open("/usage-logs"),
  },
  "the available models": {
    method: "GET",
    path: `${API_BASE_PATH}/providers/models`,
    open: (screen) => screen.open("/available-models"),
  },
  "a playground reply": {
    method: "POST",
    path: `${API_BASE_PATH}/chat/completions`,
    open: async (_screen, playground) => {
      await playground.open();
      await playground.chooseModel("gpt-4o-mini");
      await playground.send("Hello");
    },
  },
};

interface SeenBearer {
  readonly token: string;
  /** Whether the call was made after the token expired by the page's clock. */
  readonly afterExpiry: boolean;
}

/** Faults on the real wire between Chromium and the reference gateway, through Playwright's routing. */
export class BrowserFaultsDriver implements FaultsDriver {
  private watching = false;
  private expired: string | null = null;
  private readonly bearers: Promise<SeenBearer | null>[] = [];
  private readonly refreshedTokens: Promise<string | null>[] = [];

  constructor(
    private readonly screen: () => BrowserScreenContext,
    private readonly backend: () => LocalBackend | null,
  ) {}

  async injectFault(call: RepresentativeCall, fault: WireFault): Promise<void> {
    const { method, path } = CALLS[call];
    const origin = this.screen().baseUrl();
    await this.screen()
      .tab()
      .route(
        (url) => url.pathname === path,
        (route) =>
          route.request().method() === method ? answerWith(route, fault, origin) : route.fallback(),
      );
  }

  async makeCall(call: RepresentativeCall): Promise<void> {
    this.watch();
    await CALLS[call].open(this.screen(), new BrowserPlaygroundDriver(this.screen()));
  }

  async expireSessionToken(): Promise<void> {
    const seen = (await Promise.all(this.bearers)).filter((bearer) => bearer !== null);
    const token = seen.at(-1)?.token;
    if (!token) throw new Error("No gateway call made as the signed-in person was seen yet: make one first");
    const { iat, exp } = claimsOf(token);
    const oldEnough = (iat + MIN_EXPIRED_TOKEN_AGE_S) * 1000 - Date.now();
    if (oldEnough > 0) await this.screen().page().waitForTimeout(oldEnough);
    this.expired = token;
    // The clock keeps running from there; a page loaded later gets the same clock.
    await this.screen()
      .page()
      .clock.install({ time: (exp - EXPIRY_MARGIN_S + 1) * 1000 });
  }

  async tokenRefreshReport(): Promise<TokenRefreshReport> {
    await this.screen().settle();
    const refreshed = new Set((await Promise.all(this.refreshedTokens)).filter((token) => token !== null));
    const calls = (await Promise.all(this.bearers)).filter((bearer) => bearer?.afterExpiry === true);
    return {
      refreshes: this.refreshedTokens.length,
      gatewayCalls: calls.length,
      callsWithExpiredToken: calls.filter((call) => call?.token === this.expired).length,
      callsWithRefreshedToken: calls.filter((call) => call && refreshed.has(call.token)).length,
    };
  }

  async lastReplyOnceEnded(): Promise<EndedReply> {
    const page = this.screen().page();
    await page.waitForSelector('[data-testid="playground-reply"][data-streaming="true"]', {
      state: "detached",
      timeout: REPLY_END_TIMEOUT_MS,
    });
    const reply = page.getByTestId("playground-reply").last();
    return {
      status: (await reply.getAttribute("data-status")) ?? "",
      error: await textIfShown(reply.locator(".playground-reply-error")),
    };
  }

  async stopGateway(): Promise<void> {
    await this.localBackend().stopGateway();
  }

  async restartGateway(): Promise<void> {
    await this.localBackend().restartGateway();
  }

  async stop(): Promise<void> {
    await this.backend()?.restartGateway();
  }

  private localBackend(): LocalBackend {
    const backend = this.backend();
    if (!backend) throw new Error("Only the local build runs against a gateway that can be stopped");
    return backend;
  }

  /** Records the bearer token of every gateway call and every token a refresh hands out, from now on. */
  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    const page = this.screen().tab();
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(`${API_BASE_PATH}/`) && request.method() !== "OPTIONS")
        this.bearers.push(this.bearerOf(request));
    });
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === TOKEN_ENDPOINT && response.request().method() === "POST")
        this.refreshedTokens.push(idTokenOf(response));
    });
  }

  private async bearerOf(request: Request): Promise<SeenBearer | null> {
    const afterExpiry = this.expired !== null;
    const authorization = await request.headerValue("authorization").catch(() => null);
    const token = authorization?.match(/^Bearer (\S+\.\S+\.\S*)$/)?.[1];
    return token ? { token, afterExpiry } : null;
  }
}

/** Answers the call as the fault would: no answer at all, an HTML page, or the status with the gateway's errMsgs. */
function answerWith(route: Route, fault: WireFault, dashboardOrigin: string): Promise<void> {
  if (fault === "a dropped connection") return route.abort("connectionreset");
  // Cross-origin: without these the browser would hide the answer and report a network error instead.
  const cors = {
    "access-control-allow-origin": dashboardOrigin,
    "access-control-expose-headers": "retry-after",
  };
  if (fault === "an unreadable answer") {
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: "text/html",
      body: "<!doctype html><title>Sign in to the network</title><p>Please accept the terms.</p>",
    });
  }
  const status = Number(fault);
  return route.fulfill({
    status,
    // A 429 may be tried again at once: the page it leads to then shows without waiting for backoffs.
    headers: { ...cors, "retry-after": "0" },
    contentType: "application/json",
    body: JSON.stringify({ statusCode: status, errMsgs: [`Injected fault: ${status}`] }),
  });
}

async function idTokenOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
  return typeof body?.id_token === "string" ? body.id_token : null;
}

function claimsOf(token: string): { iat: number; exp: number } {
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    iat?: unknown;
    exp?: unknown;
  };
  if (typeof payload.iat !== "number" || typeof payload.exp !== "number")
    throw new Error("The session's token has no iat or exp claim");
  return { iat: payload.iat, exp: payload.exp };
}

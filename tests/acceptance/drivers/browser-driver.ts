import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_ACCOUNT, SOCIAL_DEMO_ACCOUNTS } from "../../../adapters/auth-memory/memory-auth.adapter.ts";
import type { AuthErrorCode } from "../../../core/auth/auth-error.ts";
import type { IdentityProvider } from "../../../core/auth/identity-provider.ts";
import { createConfig } from "../../../core/config/create-config.ts";
import type { Notifier, ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { type AppState, readAppState } from "../../../core/preferences/app-state.ts";
import type { AppliedTheme, ThemeMode } from "../../../core/theme/theme-mode.ts";
import { launchChromium } from "../../support/chromium.ts";
import { enUS } from "../../support/en-us-texts.ts";
import { type StaticServer, serveDist } from "../../support/static-server.ts";
import type { DashboardDriver, StoredSessionCheck, VisibleToast } from "../support/dashboard-driver.ts";
import { BrowserAccessibilityDriver } from "./browser/accessibility.browser-driver.ts";
import { BrowserActivityDriver } from "./browser/activity.browser-driver.ts";
import { BrowserApiDocumentDriver } from "./browser/api-document.browser-driver.ts";
import { BrowserApiKeysDriver } from "./browser/api-keys.browser-driver.ts";
import { BrowserAvailableModelsDriver } from "./browser/available-models.browser-driver.ts";
import { BrowserBillingDriver } from "./browser/billing.browser-driver.ts";
import type { BrowserScreenContext } from "./browser/browser-screen-context.ts";
import { BrowserBudgetAlertsDriver } from "./browser/budget-alerts.browser-driver.ts";
import { BrowserContentSecurityPolicyDriver } from "./browser/content-security-policy.browser-driver.ts";
import { BrowserDocsDriver } from "./browser/docs.browser-driver.ts";
import { BrowserEvidenceDownloadDriver } from "./browser/evidence-download.browser-driver.ts";
import { BrowserFaultsDriver } from "./browser/faults.browser-driver.ts";
import { BrowserFeedbackDriver } from "./browser/feedback.browser-driver.ts";
import { BrowserLanguagesDriver } from "./browser/languages.browser-driver.ts";
import { BrowserNotificationsDriver } from "./browser/notifications.browser-driver.ts";
import { BrowserOfflineAndUpdatesDriver } from "./browser/offline-and-updates.browser-driver.ts";
import { BrowserDepartmentResourcesDriver } from "./browser/organization-department-resources.browser-driver.ts";
import { BrowserOrganizationDepartmentsDriver } from "./browser/organization-departments.browser-driver.ts";
import { BrowserOrganizationModelsDriver } from "./browser/organization-models.browser-driver.ts";
import { BrowserOrganizationOverviewDriver } from "./browser/organization-overview.browser-driver.ts";
import { BrowserOrganizationReportDriver } from "./browser/organization-report.browser-driver.ts";
import { BrowserOrganizationUsersDriver } from "./browser/organization-users.browser-driver.ts";
import { BrowserPlaygroundDriver } from "./browser/playground.browser-driver.ts";
import { BrowserPlaygroundCompareDriver } from "./browser/playground-compare.browser-driver.ts";
import { PolicyViolations } from "./browser/policy-violations.ts";
import { BrowserRetentionDriver } from "./browser/retention.browser-driver.ts";
import { textOf } from "./browser/shown-text.ts";
import { BrowserSubscriptionDriver } from "./browser/subscription.browser-driver.ts";
import { callTestHook } from "./browser/test-hooks.ts";
import { BrowserUsageAnalyticsDriver } from "./browser/usage-analytics.browser-driver.ts";
import { BrowserUsageLogsDriver } from "./browser/usage-logs.browser-driver.ts";
import { BrowserWebhookDriver } from "./browser/webhook.browser-driver.ts";
import { BrowserXssDriver } from "./browser/xss.browser-driver.ts";
import { BrowserIdentity, type IdentityBackend } from "./browser-identity.ts";
import type { LocalBackend } from "./local-backend.ts";

/**
 * The builds the browser world drives: the memory profile, or the local one against the reference gateway and the
 * Auth emulator.
 */
export type BrowserBuild = "memory-test" | "local-test";
const IDENTITY: Readonly<Record<BrowserBuild, IdentityBackend>> = {
  "memory-test": "memory",
  "local-test": "emulator",
};
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** An inline event handler attribute in markup, e.g. `<img onerror=…>`. */
const INLINE_HANDLER = /<[^>]*\son\w+\s*=/i;
const GAPI_LOADER = /^https:\/\/apis\.google\.com\/js\/api\.js/;
const GAPI_STAND_IN = fileURLToPath(new URL("../../support/gapi-iframes-stand-in.js", import.meta.url));
/** An auth action against the emulator may open a popup and wait on it. */
const AUTH_ACTION_TIMEOUT_MS = 20_000;
const SCREENSHOTS = fileURLToPath(new URL("../../../test-results/screenshots/", import.meta.url));
const AUTH_PATH = "/auth";
/** What the sign-in card says about an attempt: its message and the errors under its fields. */
const AUTH_MESSAGES =
  '.app-auth-card [data-testid="auth-message"], .app-auth-card [data-testid="field-error"]';
/** The theme controller writes the theme-colour meta tag 500 ms after a change; read it a little later. */
const THEME_COLOR_SETTLED_MS = 600;
const SETTLE_TIMEOUT_MS = 10_000;
const SETTLE_POLL_MS = 50;
/** Polls in a row that must see the same ready page with no request in flight. */
const SETTLE_QUIET_POLLS = 2;

interface SharedBrowser {
  readonly browser: Browser;
  readonly server: StaticServer;
  /** The reference gateway and the emulator's demo account, for the local build. */
  readonly backend: LocalBackend | null;
}

const shared = new Map<BrowserBuild, Promise<SharedBrowser>>();
let screenshotCounter = 0;

function sharedBrowser(build: BrowserBuild): Promise<SharedBrowser> {
  const existing = shared.get(build);
  if (existing) return existing;
  const started = (async () => {
    const dist = fileURLToPath(new URL(`../../../dist/${build}/`, import.meta.url));
    if (!existsSync(`${dist}index.html`)) {
      throw new Error(`${dist}index.html is missing: run npm run build:test (or build:test:local) first`);
    }
    const server = await serveDist(dist);
    let backend: LocalBackend | null = null;
    try {
      // Imported only here so the memory world never loads the gateway.
      if (IDENTITY[build] === "emulator")
        backend = await (await import("./local-backend.ts")).startLocalBackend(server.url);
      return { browser: await launchChromium(), server, backend };
    } catch (error) {
      await backend?.stop();
      await server.close();
      throw error;
    }
  })();
  shared.set(build, started);
  return started;
}

/** Closes what every scenario shared: Chromium, the static server and, for the local build, the gateway. */
export async function closeSharedBrowser(): Promise<void> {
  const all = [...shared.values()];
  shared.clear();
  for (const current of all) {
    // A failed start has already been reported by every scenario; there is nothing left to close.
    const started = await current.catch(() => null);
    if (!started) continue;
    await started.browser.close();
    await started.server.close();
    await started.backend?.stop();
  }
}

/** The storage keys of the dashboard's session (core/session/session-store.ts). */
const SESSION_KEYS = ["token", "auth"];

/** An account signed in through the form: its email and password. */
type Account = { readonly email: string; readonly password: string };

interface SavedSession {
  readonly stored: Record<string, string>;
  /** Where signing in led: path and query. */
  readonly landing: string;
}

/**
 * Sessions that signing in through the form left in storage, by email, kept for this run: a scenario that starts
 * signed in restores one, which costs one page load, instead of signing in again. On both builds a session outlives
 * a page load (the memory build's tokens as the emulator's); the dashboard refreshes an expiring one like any other.
 */
const savedSessions = new Map<string, SavedSession>();

// Runs inside the page, before its scripts: only browser globals.
function putSessionOnce({ origin, stored }: { origin: string; stored: Record<string, string> }): void {
  const flag = "acceptance:session-restored";
  if (location.origin !== origin || sessionStorage.getItem(flag)) return;
  sessionStorage.setItem(flag, "1");
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
}

/** Drives a built app (dist/memory-test by default) in Chromium: each scenario gets a fresh context and storage. */
export class BrowserDriver implements DashboardDriver {
  private context!: BrowserContext;
  /** The scenario's tab; read through `page` once a restored session's first page is open. */
  private tab!: Page;
  /**
   * A session put in storage by `beSignedIn` whose first page is not open yet: the next navigation opens it at the
   * address the scenario asks for (most scenarios open a page next), or anything else reading the page first opens
   * where signing in led. One page load instead of two.
   */
  private pendingSession: { readonly account: Account; readonly saved: SavedSession } | null = null;
  private identity!: BrowserIdentity;
  private popupSize: { width: number; height: number } | null = null;
  private baseUrl = "";
  private requestsInFlight = 0;
  private lastThemeChange = 0;
  /** Cleared by every action that may navigate; reads wait for the page to settle only after one. */
  private settled = false;
  private scenarioName: string | null = null;
  private readonly errors: string[] = [];
  /** Content Security Policy violations of every page of the scenario: any left at its end fails it. */
  readonly policyViolations = new PolicyViolations();
  readonly contentSecurityPolicy = new BrowserContentSecurityPolicyDriver(
    () => this.screen,
    this.policyViolations,
  );

  private readonly screen: BrowserScreenContext;
  readonly playground: BrowserPlaygroundDriver;
  readonly playgroundCompare: BrowserPlaygroundCompareDriver;
  readonly apiKeys: BrowserApiKeysDriver;
  readonly availableModels: BrowserAvailableModelsDriver;
  readonly usageLogs: BrowserUsageLogsDriver;
  readonly billing: BrowserBillingDriver;
  readonly subscription: BrowserSubscriptionDriver;
  readonly feedback: BrowserFeedbackDriver;
  readonly docs: BrowserDocsDriver;
  readonly apiDocument: BrowserApiDocumentDriver;
  readonly departmentResources: BrowserDepartmentResourcesDriver;
  readonly organizationUsers: BrowserOrganizationUsersDriver;
  readonly organizationOverview: BrowserOrganizationOverviewDriver;
  readonly organizationModels: BrowserOrganizationModelsDriver;
  readonly organizationReport: BrowserOrganizationReportDriver;
  readonly usageAnalytics: BrowserUsageAnalyticsDriver;
  readonly organizationDepartments: BrowserOrganizationDepartmentsDriver;
  readonly notifications: BrowserNotificationsDriver;
  readonly budgetAlerts: BrowserBudgetAlertsDriver;
  readonly webhook: BrowserWebhookDriver;
  readonly retention: BrowserRetentionDriver;
  readonly evidenceDownload: BrowserEvidenceDownloadDriver;
  readonly activity: BrowserActivityDriver;
  readonly languages: BrowserLanguagesDriver;
  readonly offlineAndUpdates = new BrowserOfflineAndUpdatesDriver(() => this.screen);
  private backend: LocalBackend | null = null;
  readonly faults = new BrowserFaultsDriver(
    () => this.screen,
    () => this.backend,
  );
  readonly xss: BrowserXssDriver = new BrowserXssDriver(() => this.screen);
  readonly accessibility: BrowserAccessibilityDriver = new BrowserAccessibilityDriver(
    () => this.screen,
    this,
  );

  constructor(private readonly build: BrowserBuild = "memory-test") {
    this.screen = {
      page: () => this.page,
      tab: () => this.tab,
      baseUrl: () => this.baseUrl,
      againstLocalStack: IDENTITY[build] === "emulator",
      open: (path) => this.open(path),
      shownPath: () =>
        !this.pendingSession && this.tab.url().startsWith(this.baseUrl)
          ? new URL(this.tab.url()).pathname
          : null,
      location: () => this.location(),
      settle: () => this.settle(),
      unsettle: () => {
        this.settled = false;
      },
      watchPolicyViolations: (context) => this.policyViolations.watch(context),
    };
    this.playground = new BrowserPlaygroundDriver(this.screen);
    this.playgroundCompare = new BrowserPlaygroundCompareDriver(this.screen);
    this.apiKeys = new BrowserApiKeysDriver(this.screen);
    this.availableModels = new BrowserAvailableModelsDriver(this.screen);
    this.usageLogs = new BrowserUsageLogsDriver(this.screen);
    this.billing = new BrowserBillingDriver(this.screen);
    this.subscription = new BrowserSubscriptionDriver(this.screen);
    this.feedback = new BrowserFeedbackDriver(this.screen);
    this.docs = new BrowserDocsDriver(this.screen);
    this.apiDocument = new BrowserApiDocumentDriver(this.screen);
    this.departmentResources = new BrowserDepartmentResourcesDriver(this.screen);
    this.organizationUsers = new BrowserOrganizationUsersDriver(this.screen);
    this.organizationOverview = new BrowserOrganizationOverviewDriver(this.screen);
    this.organizationModels = new BrowserOrganizationModelsDriver(this.screen);
    this.organizationReport = new BrowserOrganizationReportDriver(this.screen);
    this.usageAnalytics = new BrowserUsageAnalyticsDriver(this.screen);
    this.organizationDepartments = new BrowserOrganizationDepartmentsDriver(this.screen);
    this.notifications = new BrowserNotificationsDriver(this.screen);
    this.budgetAlerts = new BrowserBudgetAlertsDriver(this.screen);
    this.webhook = new BrowserWebhookDriver(this.screen);
    this.retention = new BrowserRetentionDriver(this.screen);
    this.evidenceDownload = new BrowserEvidenceDownloadDriver(this.screen);
    this.activity = new BrowserActivityDriver(this.screen);
    this.languages = new BrowserLanguagesDriver(this.screen);
  }

  /** Names the screenshot `stop()` saves; without it the file is named by a number and the page's path. */
  setScenarioName(name: string): void {
    this.scenarioName = name;
  }

  async start(): Promise<void> {
    const { browser, server, backend } = await sharedBrowser(this.build);
    this.backend = backend;
    // A reset that changed the demo account ended its sessions (the gateway may accept one for a minute more).
    if (backend && (await (await import("./local-backend.ts")).resetDemoAccount())) savedSessions.clear();
    this.baseUrl = server.url;
    // No service worker: it would precache the whole build in every scenario; offline-and-updates allows its own.
    this.context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: "light",
      serviceWorkers: "block",
    });
    // No network beyond this machine: the emulator's sign-in page asks for web fonts and styles it can do without.
    await this.context.route(
      (url) => !LOOPBACK.has(url.hostname),
      (route) => route.abort(),
    );
    // Registered last, so it answers first: Google's gapi loader, which the Firebase popup flow needs.
    await this.context.route(GAPI_LOADER, (route) =>
      route.fulfill({ contentType: "text/javascript", body: readFileSync(GAPI_STAND_IN, "utf8") }),
    );
    // tsx compiles this file with esbuild's keepNames: functions sent to the page call its `__name` helper.
    await this.context.addInitScript({ content: "globalThis.__name ??= (target) => target;" });
    await this.policyViolations.watch(this.context);
    this.tab = await this.context.newPage();
    this.pendingSession = null;
    this.identity = new BrowserIdentity(this.tab, IDENTITY[this.build]);
    this.tab.on("console", (message) => {
      if (message.type() === "error") this.errors.push(message.text());
    });
    this.tab.on("pageerror", (error) => this.errors.push(String(error)));
    this.tab.on("request", () => {
      this.requestsInFlight += 1;
    });
    const finished = () => {
      this.requestsInFlight = Math.max(0, this.requestsInFlight - 1);
    };
    this.tab.on("requestfinished", finished);
    this.tab.on("requestfailed", finished);
  }

  async stop({ failed }: { readonly failed: boolean }): Promise<void> {
    try {
      // Only a failed scenario's picture is worth its cost: one full render and encoding a scenario.
      if (failed && this.tab.url().startsWith(this.baseUrl)) {
        await mkdir(SCREENSHOTS, { recursive: true });
        screenshotCounter += 1;
        const number = String(screenshotCounter).padStart(3, "0");
        const name = this.scenarioName ?? `${number}${new URL(this.tab.url()).pathname}`;
        await this.tab.screenshot({ path: `${SCREENSHOTS}${safeFileName(name)}.png` });
      }
    } catch {
      // A screenshot is a courtesy for debugging; it must never fail a scenario.
    } finally {
      await this.offlineAndUpdates.stop();
      await this.context.close();
      await this.faults.stop();
    }
    this.policyViolations.assertNone();
  }

  async open(pathWithQuery: string): Promise<void> {
    await this.navigate(pathWithQuery, true);
  }

  /**
   * Opens a path inside the loaded app, as following a link does (the router's guards apply, nothing is reloaded,
   * so what the memory build's in-browser gateway holds stays); loads the page when no app is loaded yet. The first
   * page of a restored session the dashboard refuses is opened again once signed in.
   */
  private async navigate(pathWithQuery: string, askedByScenario: boolean): Promise<void> {
    const pending = this.pendingSession;
    this.pendingSession = null;
    this.settled = false;
    if (!pending && (await this.navigatedInApp(pathWithQuery))) {
      await this.settle();
      return;
    }
    await this.tab.goto(`${this.baseUrl}${pathWithQuery}`);
    if (pending && !(await this.sessionTaken(pathWithQuery, askedByScenario))) {
      await this.signInThroughForm(pending.account);
      await this.navigate(pathWithQuery, askedByScenario);
      return;
    }
    await this.settle();
  }

  /** Moves the loaded app to a path through its router; false when no app is loaded to move. */
  private async navigatedInApp(pathWithQuery: string): Promise<boolean> {
    if (!this.tab.url().startsWith(this.baseUrl)) return false;
    // The address shown already, against the reference gateway: asking for it again loads it again, as pressing Enter
    // in the address bar does, so the page reads what the gateway holds now. The memory build's gateway lives in the
    // page: loading it again would forget what the scenario made, so there the page stays as it is.
    const shown = new URL(this.tab.url());
    if (this.screen.againstLocalStack && `${shown.pathname}${shown.search}` === pathWithQuery) return false;
    return (
      callTestHook(this.tab, "hooks", "navigate", pathWithQuery)
        .then(() => true)
        // A page in the middle of loading has no app to move yet.
        .catch(() => false)
    );
  }

  async reload(): Promise<void> {
    await this.landed();
    this.settled = false;
    await this.page.reload();
    await this.settle();
  }

  async location(): Promise<string> {
    await this.settle();
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  async heading(): Promise<string> {
    await this.settle();
    return textOf(this.page.locator("h1").first());
  }

  async signInWithDemoAccount(): Promise<void> {
    await this.logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    if (this.isAt(AUTH_PATH))
      throw new Error(`The demo account did not sign in: ${await this.authMessages()}`);
  }

  async beSignedIn(account: Account = DEMO_ACCOUNT): Promise<void> {
    const saved = savedSessions.get(account.email);
    if (!saved) return this.signInThroughForm(account);
    // Before the dashboard's first script, once per tab: a sign-out later in the scenario stays signed out.
    await this.tab.addInitScript(putSessionOnce, {
      origin: new URL(this.baseUrl).origin,
      stored: saved.stored,
    });
    this.pendingSession = { account, saved };
  }

  private async signInThroughForm(account: Account): Promise<void> {
    await this.logIn(account.email, account.password);
    if (this.isAt(AUTH_PATH))
      throw new Error(`${account.email} did not sign in: ${await this.authMessages()}`);
    savedSessions.set(account.email, await this.sessionInStorage());
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.onAuthPage();
    await this.page.getByLabel(enUS.auth.email, { exact: true }).fill(email);
    await this.page.getByLabel(enUS.auth.password, { exact: true }).fill(password);
    await this.signInAttempt(() =>
      this.page.getByRole("button", { name: enUS.auth.logIn, exact: true }).click(),
    );
  }

  /**
   * An auth action that signs the person in when it succeeds (signing in, or setting a new password). The card goes
   * idle once the provider has answered, but the move to the next page can come after the page looked quiet (a busy
   * machine read "signed in as nobody" that way): the attempt is over once the page has left the sign-in page or
   * the card shows why it did not.
   */
  private async signInAttempt(start: () => Promise<void>): Promise<void> {
    await this.authAction(start);
    await this.page.waitForFunction(attemptSettled, [AUTH_PATH, AUTH_MESSAGES] as const, {
      timeout: AUTH_ACTION_TIMEOUT_MS,
    });
    this.settled = false;
    await this.settle();
  }

  async signInWith(provider: IdentityProvider, accountEmail?: string): Promise<void> {
    if (
      this.identity.backend === "memory" &&
      accountEmail &&
      accountEmail !== SOCIAL_DEMO_ACCOUNTS[provider]
    ) {
      throw new Error(
        `The memory provider signs in with ${provider} as ${SOCIAL_DEMO_ACCOUNTS[provider]} only`,
      );
    }
    await this.onAuthPage();
    const name = enUS.auth.continueWithProvider.replace("{{provider}}", enUS.auth.provider[provider]);
    await this.authAction(async () => {
      const popupOpens = this.identity.backend === "emulator" ? this.context.waitForEvent("page") : null;
      await this.page.getByRole("button", { name, exact: true }).click();
      if (!popupOpens) return;
      const popup = await popupOpens;
      await popup.waitForLoadState("domcontentloaded");
      this.popupSize = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
      // The same accounts as the memory provider's, so the scenarios read the same on both.
      await chooseEmulatorAccount(popup, accountEmail ?? SOCIAL_DEMO_ACCOUNTS[provider]);
    });
  }

  async lastSignInWindowSize(): Promise<{ width: number; height: number }> {
    if (!this.popupSize) throw new Error("No sign-in popup window was opened");
    return this.popupSize;
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.onAuthPage();
    await this.page.getByRole("button", { name: enUS.auth.forgotPasswordLink, exact: true }).click();
    await this.page.getByLabel(enUS.auth.email, { exact: true }).fill(email);
    await this.authAction(() =>
      this.page.getByRole("button", { name: enUS.auth.sendResetLink, exact: true }).click(),
    );
  }

  async followResetLink(email: string): Promise<void> {
    this.settled = false;
    await this.identity.followResetLink(email, (path) => this.open(path));
    await this.settle();
  }

  async resetPassword(newPassword: string): Promise<void> {
    await this.settle();
    await this.page.getByLabel(enUS.auth.newPassword, { exact: true }).fill(newPassword);
    await this.signInAttempt(() =>
      this.page.getByRole("button", { name: enUS.auth.resetPassword, exact: true }).click(),
    );
  }

  async authMessages(): Promise<readonly string[]> {
    await this.settle();
    const shown = this.page.locator(AUTH_MESSAGES);
    return (await shown.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
  }

  async signedInEmail(): Promise<string | null> {
    await this.settle();
    const email = this.page.getByTestId("session-email");
    return (await email.count()) > 0 ? ((await email.textContent()) ?? "").trim() : null;
  }

  async failNextIdentityCall(code: AuthErrorCode): Promise<void> {
    await this.identity.failNextCall(code);
  }

  async storedSessionCheck(): Promise<StoredSessionCheck> {
    await this.settle();
    return this.identity.storedSessionCheck();
  }

  async storedSessionKeys(): Promise<readonly string[]> {
    await this.landed();
    return this.page.evaluate(
      (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
      SESSION_KEYS,
    );
  }

  async signOut(): Promise<void> {
    await this.landed();
    this.settled = false;
    await this.page.getByRole("button", { name: enUS.nav.signOut, exact: true }).click();
    await this.page.waitForFunction(() => localStorage.getItem("token") === null);
    await this.settle();
  }

  async chooseTheme(mode: ThemeMode): Promise<void> {
    await this.landed();
    await this.page.getByRole("radio", { name: enUS.theme[mode], exact: true }).click();
    this.lastThemeChange = Date.now();
  }

  async setSystemPrefersDark(dark: boolean): Promise<void> {
    // The page keeps the emulation, so this also holds when called before the first `open`.
    await this.tab.emulateMedia({ colorScheme: dark ? "dark" : "light" });
    this.lastThemeChange = Date.now();
    // Media-query change events fire during the next rendering update: let two frames pass.
    await this.tab.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
  }

  async appliedTheme(): Promise<AppliedTheme> {
    await this.landed();
    const dark = await this.page.evaluate(() => document.body.classList.contains("bp6-dark"));
    return dark ? "dark" : "light";
  }

  async themeColor(): Promise<string> {
    await this.landed();
    const wait = this.lastThemeChange + THEME_COLOR_SETTLED_MS - Date.now();
    if (wait > 0) await this.page.waitForTimeout(wait);
    const content = await this.page.locator('meta[name="theme-color"]').getAttribute("content");
    return content ?? "";
  }

  async storedAppState(): Promise<AppState | null> {
    await this.landed();
    const raw = await this.page.evaluate(() => localStorage.getItem("app"));
    if (raw === null) return null;
    // Read it the way the app does, so both worlds compare the same normalized state.
    const snapshot = { read: (key: string) => (key === "app" ? raw : null), write() {}, remove() {} };
    return readAppState(snapshot, createConfig().defaultTheme);
  }

  async raiseToast(request: ToastRequest, kind: "default" | "interface"): Promise<string | null> {
    await this.landed();
    const id = await this.page.evaluate(showToastAndWait, { request, kind });
    if (request.html && INLINE_HANDLER.test(request.message)) {
      await this.policyViolations.takeBlockedInlineHandlers(this.page);
    }
    return id;
  }

  async visibleToasts(): Promise<readonly VisibleToast[]> {
    await this.landed();
    return this.page.evaluate(readToasts);
  }

  async consoleErrors(): Promise<readonly string[]> {
    return [...this.errors];
  }

  /** The session the dashboard stored, and where signing in led. */
  private async sessionInStorage(): Promise<SavedSession> {
    const stored = await this.page.evaluate(
      (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key) ?? ""])),
      SESSION_KEYS,
    );
    const url = new URL(this.page.url());
    return { stored, landing: `${url.pathname}${url.search}` };
  }

  /**
   * Whether the dashboard took a restored session on the page just opened. A session the gateway no longer accepts
   * ends on the sign-in page, or on an error page when the scenario asked for none (opening where signing in led);
   * the error page a scenario's own fault leads to is for the scenario to read. A refused session is forgotten.
   */
  private async sessionTaken(asked: string, askedByScenario: boolean): Promise<boolean> {
    const askedPath = new URL(asked, this.baseUrl).pathname;
    const refused = () => {
      const path = new URL(this.tab.url()).pathname;
      if (path === askedPath) return false;
      return path === AUTH_PATH || (!askedByScenario && path.startsWith("/error"));
    };
    // A refused session's error page never looks settled: the wait ends as soon as the dashboard is there.
    await this.settle(refused);
    if (!refused()) return true;
    await this.tab.evaluate((keys) => {
      for (const key of keys) localStorage.removeItem(key);
    }, SESSION_KEYS);
    this.settled = false;
    return false;
  }

  /** The tab, once a restored session's first page is open (opening where signing in led if none is yet). */
  private get page(): Page {
    if (this.pendingSession)
      throw new Error("A restored session's first page is not open yet: open a page or settle first");
    return this.tab;
  }

  /** Opens a restored session's first page where signing in led, when no page was opened since. */
  private async landed(): Promise<void> {
    if (this.pendingSession) await this.navigate(this.pendingSession.saved.landing, false);
  }

  private isAt(pathname: string): boolean {
    return this.page.url().startsWith(this.baseUrl) && new URL(this.page.url()).pathname === pathname;
  }

  private async onAuthPage(): Promise<void> {
    if (!this.isAt(AUTH_PATH)) await this.open(AUTH_PATH);
    await this.settle();
    if (!this.isAt(AUTH_PATH)) throw new Error(`Not on the sign-in page but at ${this.page.url()}`);
  }

  /**
   * Runs what starts an auth action, then waits for the action to end: the auth card is busy (aria-busy) while it
   * runs, and is gone or idle after. A MutationObserver sees the busy state however briefly it lasts.
   */
  private async authAction(start: () => Promise<void>): Promise<void> {
    this.settled = false;
    await this.page.evaluate(watchAuthCard);
    await start();
    await this.page.waitForFunction(
      () => (window as { __authActionOver?: boolean }).__authActionOver === true,
      undefined,
      {
        timeout: AUTH_ACTION_TIMEOUT_MS,
      },
    );
    await this.settle();
  }

  /**
   * Waits until the app is ready (loading overlay gone, a heading shown), no request is in flight and the
   * address has stopped changing: guards redirect and screens load lazily after the click that started them.
   * `unless` ends the wait early, the page not settled.
   */
  private async settle(unless?: () => boolean): Promise<void> {
    await this.landed();
    if (this.settled) return;
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let previous = "";
    let quietPolls = 0;
    while (quietPolls < SETTLE_QUIET_POLLS) {
      if (unless?.()) return;
      if (Date.now() > deadline) {
        throw new Error(`The page did not settle within ${SETTLE_TIMEOUT_MS} ms; last seen: ${previous}`);
      }
      await this.tab.waitForTimeout(SETTLE_POLL_MS);
      const state = await this.tab.evaluate(readyState).catch(() => ({ ready: false, href: "(navigating)" }));
      const seen = `${state.href} ready=${state.ready} requests=${this.requestsInFlight}`;
      quietPolls = state.ready && this.requestsInFlight === 0 && seen === previous ? quietPolls + 1 : 0;
      previous = seen;
    }
    this.settled = true;
  }
}

/** The emulator's stand-in for Google's or Microsoft's sign-in page: add an account with this email. */
async function chooseEmulatorAccount(popup: Page, email: string): Promise<void> {
  await popup.locator("#add-account-button button").click();
  await popup.locator("#email-input").fill(email);
  await popup.locator("#sign-in").click();
}

// Functions below run inside the page (page.evaluate): only browser globals, nothing from this module.

function watchAuthCard(): void {
  const state = window as { __authActionOver?: boolean };
  state.__authActionOver = false;
  let seenBusy = false;
  const observer = new MutationObserver(() => {
    const busy = document.querySelector('.app-auth-card[aria-busy="true"]') !== null;
    if (busy) seenBusy = true;
    else if (seenBusy) {
      state.__authActionOver = true;
      observer.disconnect();
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["aria-busy"],
  });
}

function attemptSettled([authPath, messages]: readonly [string, string]): boolean {
  return location.pathname !== authPath || document.querySelector(messages) !== null;
}

function readyState(): { ready: boolean; href: string } {
  const overlay = document.querySelector('[data-testid="loading-overlay"]');
  const heading = document.querySelector("h1");
  const overlayHidden = overlay?.classList.contains("app-loading-overlay-hidden") === true;
  return { ready: overlayHidden && heading?.checkVisibility() === true, href: location.href };
}

interface ToastCall {
  readonly request: ToastRequest;
  readonly kind: "default" | "interface";
}

/**
 * Raises the toast through the app's own Notifier, then waits until the toasts have rendered the change and
 * kept still for a few frames (a repeat only updates the badge of the toast already shown).
 */
async function showToastAndWait({ request, kind }: ToastCall): Promise<string | null> {
  const hooks = (window as unknown as { __dashboardTestHooks?: { notifier: Notifier } }).__dashboardTestHooks;
  if (!hooks)
    throw new Error("window.__dashboardTestHooks is missing: serve a build made by npm run build:test");
  let changes = 0;
  const observer = new MutationObserver((records) => {
    changes += records.length;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    const id =
      kind === "interface" ? hooks.notifier.notifyInterface(request) : hooks.notifier.notify(request);
    if (id === null) return null;
    const started = performance.now();
    let seen = 0;
    let quietFrames = 0;
    while (quietFrames < 3) {
      await new Promise((done) => requestAnimationFrame(done));
      if (performance.now() - started > 5000) throw new Error(`Toast ${id} was accepted but never shown`);
      const shown = document.querySelector(".bp6-toast") !== null;
      quietFrames = shown && changes > 0 && changes === seen ? quietFrames + 1 : 0;
      seen = changes;
    }
    return id;
  } finally {
    observer.disconnect();
  }
}

/** Toasts on screen, leaving ones excluded; text and markup come from the message only (no badge, no button). */
function readToasts(): VisibleToast[] {
  return [...document.querySelectorAll<HTMLElement>(".bp6-toast-container .bp6-toast")]
    .filter((toast) => toast.checkVisibility() && !toast.classList.contains("bp6-toast-exit"))
    .map((toast) => {
      const message = toast.querySelector(".gw-toast__message");
      const container = toast.closest(".bp6-toast-container");
      const vertical = container?.classList.contains("bp6-toast-container-bottom") ? "bottom" : "top";
      const side = ["left", "right"].find((edge) =>
        container?.classList.contains(`bp6-toast-container-${edge}`),
      );
      const badge = toast.querySelector(".gw-toast__badge")?.textContent;
      return {
        text: (message?.textContent ?? "").replace(/\s+/g, " ").trim(),
        html: message?.innerHTML ?? "",
        position: side ? `${vertical}-${side}` : vertical,
        repeatCount: badge ? Number.parseInt(badge, 10) : 1,
      };
    });
}

function safeFileName(name: string): string {
  return name
    .replace(/[^a-z0-9-]+/gi, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

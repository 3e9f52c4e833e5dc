import type { i18n } from "i18next";
import type { Container } from "inversify";
import { JSDOM } from "jsdom";
import { filter, firstValueFrom, type Subscription } from "rxjs";
import {
  DEMO_ACCOUNT,
  MemoryAuthProvider,
  SOCIAL_DEMO_ACCOUNTS,
} from "../../../adapters/auth-memory/memory-auth.adapter.ts";
import { MemoryColorScheme } from "../../../adapters/color-scheme-memory/memory-color-scheme.adapter.ts";
import { memoryModules } from "../../../adapters/modules/memory.module.ts";
import { MemoryNotifier } from "../../../adapters/notifier-memory/memory-notifier.adapter.ts";
import { MemoryStore } from "../../../adapters/storage-memory/memory-store.adapter.ts";
import type { AuthErrorCode } from "../../../core/auth/auth-error.ts";
import { AuthProvider } from "../../../core/auth/auth-provider.port.ts";
import type { IdentityProvider } from "../../../core/auth/identity-provider.ts";
import { Config } from "../../../core/config/config.entity.ts";
import { createConfig } from "../../../core/config/create-config.ts";
import { setFormattingLocale } from "../../../core/i18n/formatting-locale.ts";
import { DEFAULT_LANGUAGE } from "../../../core/i18n/language.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { OrganizationStore } from "../../../core/organization/organization-store.ts";
import { AppPreferences } from "../../../core/preferences/app-preferences.ts";
import { readAppState } from "../../../core/preferences/app-state.ts";
import { decideNavigation } from "../../../core/routing/route-guard.ts";
import { RouteName } from "../../../core/routing/route-name.ts";
import { matchRoute } from "../../../core/routing/route-table.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { SignOut } from "../../../core/session/sign-out.use-case.ts";
import { sessionEmail } from "../../../core/session/token-claims.ts";
import { deriveUserRole, UserRole } from "../../../core/session/user-role.ts";
import type { StorageKey } from "../../../core/storage/key-value-store.port.ts";
import { themeColorMeta } from "../../../core/theme/palette.ts";
import type { AppliedTheme, ThemeMode } from "../../../core/theme/theme-mode.ts";
import type { AuthFormViewModel } from "../../../features/auth/auth-form.view-model.ts";
import { createAuthFormViewModel } from "../../../features/auth/auth-form.view-model-factory.ts";
import { fieldErrorText } from "../../../features/auth/field-error-text.ts";
import { createAppContainer } from "../../../ui/composition-root.ts";
import { startLanguageController } from "../../../ui/i18n/language-controller.ts";
import { RouterErrorNavigator } from "../../../ui/router/router-error-navigator.ts";
import { startSession } from "../../../ui/shell/start-session.ts";
import { i18nWithEveryText } from "../../../ui/testing/i18n-with-every-text.ts";
import { shellPackFromDisk } from "../../../ui/testing/packs-from-disk.ts";
import { ThemeViewModel } from "../../../ui/theme/theme.view-model.ts";
import { trackDisposables } from "../../../ui/wiring/disposable-tracker.ts";
import { enUS } from "../../support/en-us-texts.ts";
import type { AccessibilityDriver } from "../support/accessibility-driver.ts";
import type { ContentSecurityPolicyDriver } from "../support/content-security-policy-driver.ts";
import type { DashboardDriver, StoredSessionCheck, VisibleToast } from "../support/dashboard-driver.ts";
import type { FaultsDriver } from "../support/faults-driver.ts";
import type { OfflineAndUpdatesDriver } from "../support/offline-and-updates-driver.ts";
import type { XssDriver } from "../support/xss-driver.ts";
import { CoreActivityDriver } from "./core/activity.core-driver.ts";
import { CoreApiDocumentDriver } from "./core/api-document.core-driver.ts";
import { CoreApiKeysDriver } from "./core/api-keys.core-driver.ts";
import { CoreAvailableModelsDriver } from "./core/available-models.core-driver.ts";
import { CoreBillingDriver } from "./core/billing.core-driver.ts";
import { CoreBudgetAlertsDriver } from "./core/budget-alerts.core-driver.ts";
import type { CoreScreenContext } from "./core/core-screen-context.ts";
import { CoreDocsDriver } from "./core/docs.core-driver.ts";
import { CoreEvidenceDownloadDriver } from "./core/evidence-download.core-driver.ts";
import { CoreFeedbackDriver } from "./core/feedback.core-driver.ts";
import { CoreLanguagesDriver } from "./core/languages.core-driver.ts";
import { CoreNotificationsDriver } from "./core/notifications.core-driver.ts";
import { CoreDepartmentResourcesDriver } from "./core/organization-department-resources.core-driver.ts";
import { CoreOrganizationDepartmentsDriver } from "./core/organization-departments.core-driver.ts";
import { CoreOrganizationModelsDriver } from "./core/organization-models.core-driver.ts";
import { CoreOrganizationOverviewDriver } from "./core/organization-overview.core-driver.ts";
import { CoreOrganizationReportDriver } from "./core/organization-report.core-driver.ts";
import { CoreOrganizationUsersDriver } from "./core/organization-users.core-driver.ts";
import { CorePlaygroundDriver } from "./core/playground.core-driver.ts";
import { CorePlaygroundCompareDriver } from "./core/playground-compare.core-driver.ts";
import { CoreRetentionDriver } from "./core/retention.core-driver.ts";
import { CoreSubscriptionDriver } from "./core/subscription.core-driver.ts";
import { CoreUsageAnalyticsDriver } from "./core/usage-analytics.core-driver.ts";
import { CoreUsageLogsDriver } from "./core/usage-logs.core-driver.ts";
import { CoreWebhookDriver } from "./core/webhook.core-driver.ts";

const MAX_REDIRECTS = 10;

/**
 * Drives the dashboard without a browser: the same container, stores, view models and core rules the app uses,
 * on memory adapters. Navigation applies core's route table and guards the way the router does.
 */
export class CoreDriver implements DashboardDriver {
  private readonly window = new JSDOM("").window as unknown as Window;
  private readonly store = new MemoryStore();
  private readonly colorScheme = new MemoryColorScheme(false);
  private container!: Container;
  private address = "/";
  private readonly errors: string[] = [];
  private restoreConsole = () => {};
  private i18n!: i18n;
  private following: Subscription | null = null;
  private languageFollowing: Subscription | null = null;
  /** The auth page's view model while the auth page is open, as the screen would hold it. */
  private authForm: AuthFormViewModel | null = null;
  /** A navigation a view model asked for, finished before the next read. */
  private navigation: Promise<void> = Promise.resolve();
  /** What the open screen's driver holds (its view model), let go when the address changes. */
  private leaving: (() => void)[] = [];
  /** Says which view models the scenario's screens made and never disposed. */
  private disposedCheck: () => readonly string[] = () => [];
  private readonly screen: CoreScreenContext = {
    container: () => this.container,
    i18n: () => this.i18n,
    services: () => ({ container: this.container, translate: this.i18n.t.bind(this.i18n) }),
    location: () => this.location(),
    open: (path) => this.open(path),
    navigate: (path) => this.navigate(path),
    onLeave: (dispose) => {
      this.leaving.push(dispose);
    },
  };
  readonly playground = new CorePlaygroundDriver(this.screen);
  readonly playgroundCompare = new CorePlaygroundCompareDriver(this.screen);
  readonly apiKeys = new CoreApiKeysDriver(this.screen);
  readonly availableModels = new CoreAvailableModelsDriver(this.screen);
  readonly usageLogs = new CoreUsageLogsDriver(this.screen);
  readonly billing = new CoreBillingDriver(this.screen);
  readonly subscription = new CoreSubscriptionDriver(this.screen);
  readonly feedback = new CoreFeedbackDriver(this.screen);
  readonly docs = new CoreDocsDriver(this.screen);
  readonly apiDocument = new CoreApiDocumentDriver(this.screen);
  readonly departmentResources = new CoreDepartmentResourcesDriver(this.screen);
  readonly organizationUsers = new CoreOrganizationUsersDriver(this.screen);
  readonly organizationOverview = new CoreOrganizationOverviewDriver(this.screen);
  readonly organizationModels = new CoreOrganizationModelsDriver(this.screen);
  readonly organizationReport = new CoreOrganizationReportDriver(this.screen);
  readonly usageAnalytics = new CoreUsageAnalyticsDriver(this.screen);
  readonly organizationDepartments = new CoreOrganizationDepartmentsDriver(this.screen);
  readonly notifications = new CoreNotificationsDriver(this.screen);
  readonly budgetAlerts = new CoreBudgetAlertsDriver(this.screen);
  readonly webhook = new CoreWebhookDriver(this.screen);
  readonly retention = new CoreRetentionDriver(this.screen);
  readonly evidenceDownload = new CoreEvidenceDownloadDriver(this.screen);
  readonly activity = new CoreActivityDriver(this.screen);
  readonly languages = new CoreLanguagesDriver(
    this.screen,
    () => `routes.${matchRoute(new URL(this.address, "http://dashboard.test").pathname).name}`,
  );
  get accessibility(): AccessibilityDriver {
    throw new Error("Accessibility checks need a browser engine: they are @real-browser-only");
  }
  get faults(): FaultsDriver {
    throw new Error("Faults on the wire need the HTTP wire to the reference gateway: they are @http-only");
  }
  get xss(): XssDriver {
    throw new Error("Hostile text needs a browser against the reference gateway: it is @http-only");
  }
  get contentSecurityPolicy(): ContentSecurityPolicyDriver {
    throw new Error(
      "A Content Security Policy needs a browser engine to enforce it: it is @real-browser-only",
    );
  }
  get offlineAndUpdates(): OfflineAndUpdatesDriver {
    throw new Error(
      "Offline use and updates need a real browser (a service worker): they are @real-browser-only",
    );
  }

  async start(): Promise<void> {
    const original = console.error;
    console.error = (...args: unknown[]) => {
      this.errors.push(args.map(String).join(" "));
    };
    this.restoreConsole = () => {
      console.error = original;
    };
    this.disposedCheck = trackDisposables();
    this.i18n = await i18nWithEveryText();
    // A fresh page starts in en-US; here every scenario shares one process, and so the formatting locale.
    setFormattingLocale(DEFAULT_LANGUAGE);
    await this.boot();
  }

  async stop(): Promise<void> {
    this.restoreConsole();
    this.shutDown();
    const leaks = this.disposedCheck();
    if (leaks.length > 0) throw new Error(`Leaked view models:\n${leaks.join("\n")}`);
  }

  async open(pathWithQuery: string): Promise<void> {
    let target = pathWithQuery;
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const url = new URL(target, "http://dashboard.test");
      const decision = decideNavigation(
        matchRoute(url.pathname),
        deriveUserRole(this.sessions().current()),
        url.search,
        this.container.get(Config),
      );
      if (decision.kind === "allow") {
        this.arrive(`${url.pathname}${url.search}`);
        return;
      }
      target = decision.location;
    }
    throw new Error(`Redirect loop opening ${pathWithQuery}`);
  }

  async reload(): Promise<void> {
    this.shutDown();
    await this.boot();
    await this.organizationKnown();
    await this.open(this.address);
  }

  /**
   * As the app's loading overlay does after a reload, waits until the signed-in person's organization is known (or
   * failed to load): the organization pages read it as they open.
   */
  private async organizationKnown(): Promise<void> {
    if (deriveUserRole(this.sessions().current()) !== UserRole.REGISTERED_USER) return;
    await firstValueFrom(
      this.container
        .get(OrganizationStore)
        .details$.pipe(filter((details) => details.ready || details.failed)),
    );
  }

  async location(): Promise<string> {
    await this.navigation;
    return this.address;
  }

  async heading(): Promise<string> {
    const route = matchRoute(new URL(this.address, "http://dashboard.test").pathname);
    return enUS.routes[route.name as keyof typeof enUS.routes];
  }

  async signInWithDemoAccount(): Promise<void> {
    await this.logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    if (this.authForm) throw new Error(`The demo account did not sign in: ${await this.authMessages()}`);
  }

  async beSignedIn(account?: { readonly email: string; readonly password: string }): Promise<void> {
    if (!account) return this.signInWithDemoAccount();
    await this.logIn(account.email, account.password);
  }

  async signOut(): Promise<void> {
    await this.container.get(SignOut).execute(enUS.nav.signedOut);
    // The router re-runs its guards on sign-out.
    await this.open(this.address);
  }

  async logIn(email: string, password: string): Promise<void> {
    await (await this.onAuthPage()).logIn({ email, password });
    await this.navigation;
  }

  async signInWith(provider: IdentityProvider, accountEmail?: string): Promise<void> {
    if (accountEmail !== undefined && accountEmail !== SOCIAL_DEMO_ACCOUNTS[provider]) {
      throw new Error(
        `The memory provider signs in with ${provider} as ${SOCIAL_DEMO_ACCOUNTS[provider]} only`,
      );
    }
    await (await this.onAuthPage()).signInWithProvider(provider);
    await this.navigation;
  }

  async lastSignInWindowSize(): Promise<{ width: number; height: number }> {
    throw new Error("The memory provider signs in without a popup window");
  }

  async requestPasswordReset(email: string): Promise<void> {
    const form = await this.onAuthPage();
    form.showForgotPassword();
    await form.requestPasswordReset({ email });
  }

  async followResetLink(email: string): Promise<void> {
    const code = this.memoryAuth().resetCodeFor(email);
    if (!code) throw new Error(`No reset email was sent to ${email}`);
    await this.open(`/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  }

  async resetPassword(newPassword: string): Promise<void> {
    const oobCode = new URL(this.address, "http://dashboard.test").searchParams.get("oobCode") ?? "";
    await (await this.onAuthPage()).resetPassword({ oobCode, newPassword });
    await this.navigation;
  }

  async authMessages(): Promise<readonly string[]> {
    const state = this.authForm?.current();
    if (!state) return [];
    const messages = [...state.loginErrors, ...state.forgotPasswordInfo, ...state.resetPasswordErrors];
    return [
      ...messages.map((message) => enUS.auth.messages[message]),
      ...state.fieldErrors.map((error) => fieldErrorText(this.i18n.t, error)),
    ];
  }

  async signedInEmail(): Promise<string | null> {
    const session = this.sessions().current();
    return deriveUserRole(session) === UserRole.REGISTERED_USER ? sessionEmail(session) : null;
  }

  async failNextIdentityCall(code: AuthErrorCode): Promise<void> {
    this.memoryAuth().failNextCall(code);
  }

  async storedSessionCheck(): Promise<StoredSessionCheck> {
    const { token, refreshToken } = this.sessions().current();
    if (!token || !refreshToken) throw new Error("Nobody is signed in: there are no tokens to look for");
    const keys: StorageKey[] = ["app", "token", "auth"];
    return {
      plaintextEntries: keys.filter((key) => {
        const value = this.store.read(key) ?? "";
        return value.includes(token) || value.includes(refreshToken);
      }),
      sealedTokensStored: this.store.read("token") !== null,
    };
  }

  async storedSessionKeys(): Promise<readonly string[]> {
    return (["token", "auth"] as const).filter((key) => this.store.read(key) !== null);
  }

  async chooseTheme(mode: ThemeMode): Promise<void> {
    this.container.get(ThemeViewModel).setMode(mode);
  }

  async setSystemPrefersDark(dark: boolean): Promise<void> {
    this.colorScheme.setPrefersDark(dark);
  }

  async appliedTheme(): Promise<AppliedTheme> {
    return this.container.get(ThemeViewModel).current().applied;
  }

  async themeColor(): Promise<string> {
    return themeColorMeta(await this.appliedTheme());
  }

  async storedAppState() {
    return this.store.read("app") ? readAppState(this.store, createConfig().defaultTheme) : null;
  }

  async raiseToast(request: ToastRequest, kind: "default" | "interface"): Promise<string | null> {
    return kind === "interface" ? this.notifier().notifyInterface(request) : this.notifier().notify(request);
  }

  async visibleToasts(): Promise<readonly VisibleToast[]> {
    return this.notifier()
      .visible()
      .map(({ toast, repeatCount }) => {
        const html = toast.html ? toast.message : escapeText(toast.message);
        return { text: textOf(html), html, position: toast.position, repeatCount };
      });
  }

  async consoleErrors(): Promise<readonly string[]> {
    return this.errors;
  }

  /** A fresh container over the same stored values: what a page load does. */
  private async boot(): Promise<void> {
    this.container = createAppContainer(
      "memory",
      createConfig(),
      memoryModules(this.window, { store: this.store, colorScheme: this.colorScheme }),
    );
    this.following = await startSession(this.container);
    this.languageFollowing = startLanguageController(
      this.container.get(AppPreferences),
      this.i18n,
      shellPackFromDisk,
    );
    this.container.get(RouterErrorNavigator).attach((path) => this.navigate(path));
  }

  private shutDown(): void {
    this.leaveScreen();
    this.authForm?.dispose();
    this.authForm = null;
    this.following?.unsubscribe();
    this.languageFollowing?.unsubscribe();
    this.container.get(ThemeViewModel).dispose();
  }

  private navigate(path: string): void {
    this.navigation = this.navigation.then(() => this.open(path));
  }

  /** Shows the address; on the auth page that means its view model, created from the address as the screen does. */
  private arrive(address: string): void {
    this.leaveScreen();
    this.address = address;
    const url = new URL(address, "http://dashboard.test");
    this.authForm?.dispose();
    this.authForm =
      matchRoute(url.pathname).name === RouteName.AUTH_PAGE
        ? createAuthFormViewModel(this.screen.services(), url.searchParams.toString(), (path) =>
            this.navigate(path),
          )
        : null;
  }

  /** The auth page's view model, opening /auth first (through the guards) when elsewhere. */
  private async onAuthPage(): Promise<AuthFormViewModel> {
    await this.navigation;
    if (!this.authForm) await this.open("/auth");
    if (!this.authForm) throw new Error(`Not on the sign-in page but at ${this.address}`);
    return this.authForm;
  }

  private leaveScreen(): void {
    for (const dispose of this.leaving.splice(0)) dispose();
  }

  private memoryAuth(): MemoryAuthProvider {
    const auth = this.container.get(AuthProvider);
    if (!(auth instanceof MemoryAuthProvider))
      throw new Error("The core world needs the memory identity provider");
    return auth;
  }

  private sessions(): SessionStore {
    return this.container.get(SessionStore);
  }

  private notifier(): MemoryNotifier {
    const notifier = this.container.get(Notifier);
    if (!(notifier instanceof MemoryNotifier)) throw new Error("The core world needs the memory notifier");
    return notifier;
  }
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function textOf(html: string): string {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  return (document.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

import type { AuthErrorCode } from "../../../core/auth/auth-error.ts";
import type { IdentityProvider } from "../../../core/auth/identity-provider.ts";
import type { ToastRequest } from "../../../core/notifier/notifier.port.ts";
import type { AppState } from "../../../core/preferences/app-state.ts";
import type { AppliedTheme, ThemeMode } from "../../../core/theme/theme-mode.ts";
import type { AccessibilityDriver } from "./accessibility-driver.ts";
import type { ActivityDriver } from "./activity-driver.ts";
import type { ApiDocumentDriver } from "./api-document-driver.ts";
import type { ApiKeysDriver } from "./api-keys-driver.ts";
import type { AvailableModelsDriver } from "./available-models-driver.ts";
import type { BillingDriver } from "./billing-driver.ts";
import type { BudgetAlertsDriver } from "./budget-alerts-driver.ts";
import type { ContentSecurityPolicyDriver } from "./content-security-policy-driver.ts";
import type { DocsDriver } from "./docs-driver.ts";
import type { EvidenceDownloadDriver } from "./evidence-download-driver.ts";
import type { FaultsDriver } from "./faults-driver.ts";
import type { FeedbackDriver } from "./feedback-driver.ts";
import type { LanguagesDriver } from "./languages-driver.ts";
import type { NotificationsDriver } from "./notifications-driver.ts";
import type { OfflineAndUpdatesDriver } from "./offline-and-updates-driver.ts";
import type { DepartmentResourcesDriver } from "./organization-department-resources-driver.ts";
import type { OrganizationDepartmentsDriver } from "./organization-departments-driver.ts";
import type { OrganizationModelsDriver } from "./organization-models-driver.ts";
import type { OrganizationOverviewDriver } from "./organization-overview-driver.ts";
import type { OrganizationReportDriver } from "./organization-report-driver.ts";
import type { OrganizationUsersDriver } from "./organization-users-driver.ts";
import type { PlaygroundCompareDriver } from "./playground-compare-driver.ts";
import type { PlaygroundDriver } from "./playground-driver.ts";
import type { RetentionDriver } from "./retention-driver.ts";
import type { SubscriptionDriver } from "./subscription-driver.ts";
import type { UsageAnalyticsDriver } from "./usage-analytics-driver.ts";
import type { UsageLogsDriver } from "./usage-logs-driver.ts";
import type { WebhookDriver } from "./webhook-driver.ts";
import type { XssDriver } from "./xss-driver.ts";

/** What storage holds of the session, to check that no token is readable there. */
export interface StoredSessionCheck {
  /** Storage entries (localStorage and sessionStorage) holding either token of the current session as is. */
  readonly plaintextEntries: readonly string[];
  /** Whether the encrypted session is stored under the key `token`. */
  readonly sealedTokensStored: boolean;
}

export interface VisibleToast {
  /** The toast's text as a person reads it. */
  readonly text: string;
  /** The markup actually inserted into the page, to check that nothing executable survived. */
  readonly html: string;
  readonly position: string;
  readonly repeatCount: number;
}

/**
 * What a person can do with the dashboard, in words of the product. The core world does it through view models
 * and core rules over memory adapters; the browser world through Chromium on the built app. Steps call only this.
 */
export interface DashboardDriver {
  start(): Promise<void>;
  /** Ends the scenario; the browser world keeps a picture of a failed scenario's last page, for debugging. */
  stop(outcome: { readonly failed: boolean }): Promise<void>;
  /**
   * Opens an address: inside the loaded app, as following a link does (guards apply, nothing is reloaded), or by
   * loading the page when none is loaded yet. Scenarios about what survives a page load say `reload`.
   */
  open(pathWithQuery: string): Promise<void>;
  /** Reloads the page: whatever the dashboard stored must come back. */
  reload(): Promise<void>;
  /** The address shown now: path plus query. */
  location(): Promise<string>;
  /** The text of the page's main heading. */
  heading(): Promise<string>;
  /** Signs in through the sign-in form with the memory provider's demo account. */
  signInWithDemoAccount(): Promise<void>;
  /**
   * Makes this account the one signed in, for a scenario that starts signed in: a browser on the local stack
   * restores the session an earlier sign-in of the account left in storage, and signs in through the form when
   * there is none or it no longer holds. The demo account when no account is given.
   */
  beSignedIn(account?: { readonly email: string; readonly password: string }): Promise<void>;
  signOut(): Promise<void>;
  /** Fills in and submits the sign-in form (opening /auth first when elsewhere). */
  logIn(email: string, password: string): Promise<void>;
  /** Signs in with a social account in the provider's popup; `accountEmail` is the account chosen there. */
  signInWith(provider: IdentityProvider, accountEmail?: string): Promise<void>;
  /** The size of the last sign-in popup window; only a browser against a real provider opens one. */
  lastSignInWindowSize(): Promise<{ width: number; height: number }>;
  /** Asks for a password-reset link on the forgot-password form. */
  requestPasswordReset(email: string): Promise<void>;
  /** Follows the reset link last emailed to this address (its code read from the provider's test side). */
  followResetLink(email: string): Promise<void>;
  /** Submits the reset-password screen. */
  resetPassword(newPassword: string): Promise<void>;
  /** The auth page's messages as shown: callouts, then broken rules under the fields. */
  authMessages(): Promise<readonly string[]>;
  /** The signed-in person's email as the main layout shows it; null for a visitor. */
  signedInEmail(): Promise<string | null>;
  /** Makes the identity provider's next answer fail with this code (the memory provider's test seam). */
  failNextIdentityCall(code: AuthErrorCode): Promise<void>;
  /** Looks for the current session's tokens in plaintext in storage; fails when nobody is signed in. */
  storedSessionCheck(): Promise<StoredSessionCheck>;
  /** The session keys (`token`, `auth`) present in storage. */
  storedSessionKeys(): Promise<readonly string[]>;
  chooseTheme(mode: ThemeMode): Promise<void>;
  setSystemPrefersDark(dark: boolean): Promise<void>;
  appliedTheme(): Promise<AppliedTheme>;
  /** The browser theme-colour (meta tag) once its 500 ms delay has passed. */
  themeColor(): Promise<string>;
  storedAppState(): Promise<AppState | null>;
  /** Raises a toast as a screen would (through the Notifier port). */
  raiseToast(request: ToastRequest, kind: "default" | "interface"): Promise<string | null>;
  visibleToasts(): Promise<readonly VisibleToast[]>;
  /** Console errors seen since start. */
  consoleErrors(): Promise<readonly string[]>;
  /** The everyday screens, each with a driver of its own. */
  readonly playground: PlaygroundDriver;
  readonly playgroundCompare: PlaygroundCompareDriver;
  readonly apiKeys: ApiKeysDriver;
  readonly availableModels: AvailableModelsDriver;
  readonly usageLogs: UsageLogsDriver;
  readonly billing: BillingDriver;
  readonly subscription: SubscriptionDriver;
  readonly feedback: FeedbackDriver;
  readonly docs: DocsDriver;
  readonly apiDocument: ApiDocumentDriver;
  readonly departmentResources: DepartmentResourcesDriver;
  readonly organizationUsers: OrganizationUsersDriver;
  readonly organizationOverview: OrganizationOverviewDriver;
  readonly organizationModels: OrganizationModelsDriver;
  readonly organizationReport: OrganizationReportDriver;
  /** The person's Usage view and the organization's analytics. */
  readonly usageAnalytics: UsageAnalyticsDriver;
  readonly organizationDepartments: OrganizationDepartmentsDriver;
  /** The shell's notifications of budget alerts. */
  readonly notifications: NotificationsDriver;
  /** A department's Budget alerts tab. */
  readonly budgetAlerts: BudgetAlertsDriver;
  /** The organization overview's Webhook card. */
  readonly webhook: WebhookDriver;
  /** The Data retention page. */
  readonly retention: RetentionDriver;
  /** The compliance evidence download on a department's settings. */
  readonly evidenceDownload: EvidenceDownloadDriver;
  /** The organization's Activity page: its audit log (issue 29). */
  readonly activity: ActivityDriver;
  readonly languages: LanguagesDriver;
  /** Only a browser engine renders what accessibility checks read: the core world has none. */
  readonly accessibility: AccessibilityDriver;
  /** Only a browser has a service worker: the core world has none. */
  readonly offlineAndUpdates: OfflineAndUpdatesDriver;
  /** Only the browser against the reference gateway has a wire to break: the others have none (@http-only). */
  readonly faults: FaultsDriver;
  /** Hostile text stored by the reference gateway and shown in a browser: the others have neither (@http-only). */
  readonly xss: XssDriver;
  /** Only a browser engine enforces a Content Security Policy: the core world has none. */
  readonly contentSecurityPolicy: ContentSecurityPolicyDriver;
}

import { type ComponentType, lazy } from "react";
import { RouteName } from "../../core/routing/route-name.ts";
import type { LayoutName } from "../../core/routing/route-table.ts";

type ScreenLoader = () => Promise<ComponentType>;

/** The shell's notifications button, built in features/notifications: its own chunk, for signed-in people only. */
const NotificationsButton = lazy(() =>
  import("../../features/notifications/notifications-button.tsx").then((m) => ({
    default: m.NotificationsButton,
  })),
);

/** The layout around each group of screens, each its own lazily loaded chunk. */
export const LAYOUTS: Readonly<Record<LayoutName, ScreenLoader>> = {
  [RouteName.MAIN_LAYOUT]: () =>
    import("../layouts/main-layout.tsx").then((m) => m.mainLayoutWith({ NotificationsButton })),
  [RouteName.AUTH_LAYOUT]: () => import("../layouts/auth-layout.tsx").then((m) => m.AuthLayout),
  [RouteName.ERROR_LAYOUT]: () => import("../layouts/error-layout.tsx").then((m) => m.ErrorLayout),
};

const errorPage: ScreenLoader = () => import("../../features/errors/error-page.tsx").then((m) => m.ErrorPage);

/**
 * The screen of each route, each its own lazily loaded chunk.
 */
export const SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  [RouteName.AUTH_PAGE]: () => import("../../features/auth/auth-page.tsx").then((m) => m.AuthPage),
  [RouteName.DOCUMENT]: () => import("../../features/docs/docs-page.tsx").then((m) => m.DocsPage),
  [RouteName.API_DOCUMENT]: () =>
    import("../../features/api-document/api-document-page.tsx").then((m) => m.ApiDocumentPage),
  [RouteName.AVAILABLE_MODELS]: () =>
    import("../../features/available-models/available-models-page.tsx").then((m) => m.AvailableModelsPage),
  [RouteName.API_KEY]: () => import("../../features/api-keys/api-keys-page.tsx").then((m) => m.ApiKeysPage),
  [RouteName.SUBSCRIPTION]: () =>
    import("../../features/subscription/subscription-page.tsx").then((m) => m.SubscriptionPage),
  [RouteName.BILLING]: () => import("../../features/billing/billing-page.tsx").then((m) => m.BillingPage),
  [RouteName.FEEDBACK]: () => import("../../features/feedback/feedback-page.tsx").then((m) => m.FeedbackPage),
  [RouteName.DISCORD]: () => import("../components/community-redirect.tsx").then((m) => m.CommunityRedirect),
  [RouteName.TERMS_OF_SERVICE]: () => import("../../features/docs/legal-pages.tsx").then((m) => m.TermsPage),
  [RouteName.PRIVACY_POLICY]: () => import("../../features/docs/legal-pages.tsx").then((m) => m.PrivacyPage),
  [RouteName.LOGS]: () =>
    import("../../features/usage-logs/usage-logs-page.tsx").then((m) => m.UsageLogsPage),
  [RouteName.RETENTION]: () =>
    import("../../features/retention/retention-page.tsx").then((m) => m.RetentionPage),
  [RouteName.USAGE]: () => import("../../features/usage-analytics/usage-page.tsx").then((m) => m.UsagePage),
  [RouteName.PLAYGROUND_PAGE]: () =>
    import("../../features/playground/playground-page.tsx").then((m) => m.PlaygroundPage),
  [RouteName.ORGANIZATION_PAGE]: () =>
    import("../../features/organization/overview/organization-overview-page.tsx").then(
      (m) => m.OrganizationOverviewPage,
    ),
  [RouteName.ORGANIZATION_DEPARTMENT_PAGE]: () =>
    import("../../features/organization/departments/departments-page.tsx").then((m) => m.DepartmentsPage),
  [RouteName.ORGANIZATION_USER_PAGE]: () =>
    import("../../features/organization/users/organization-users-page.tsx").then(
      (m) => m.OrganizationUsersPage,
    ),
  [RouteName.ORGANIZATION_MODEL_PAGE]: () =>
    import("../../features/organization/models/organization-models-page.tsx").then(
      (m) => m.OrganizationModelsPage,
    ),
  [RouteName.ORGANIZATION_REPORT_PAGE]: () =>
    import("../../features/organization/report/report-page.tsx").then((m) => m.ReportPage),
  [RouteName.ORGANIZATION_ANALYTICS_PAGE]: () =>
    import("../../features/organization/analytics/organization-analytics-page.tsx").then(
      (m) => m.OrganizationAnalyticsPage,
    ),
  [RouteName.ORGANIZATION_ACTIVITY_PAGE]: () =>
    import("../../features/organization/activity/activity-page.tsx").then((m) => m.ActivityPage),
  [RouteName.SERVER_ERROR]: errorPage,
  [RouteName.CONNECTION_ERROR]: errorPage,
  [RouteName.ACCESS_DENIED]: errorPage,
  [RouteName.CONTACT_SUPPORT]: errorPage,
  [RouteName.MANY_REQUEST]: errorPage,
  [RouteName.CORS_POLICY]: errorPage,
  [RouteName.NOT_FOUND]: errorPage,
};

/**
 * The screens drawn with the shell's texts only (SPEC sign-in, error pages, the community redirect):
 * every other screen waits for the screens' texts (ui/i18n `loadScreenTexts`) before it renders.
 */
const SHELL_TEXT_SCREENS: ReadonlySet<RouteName> = new Set([
  RouteName.AUTH_PAGE,
  RouteName.DISCORD,
  RouteName.SERVER_ERROR,
  RouteName.CONNECTION_ERROR,
  RouteName.ACCESS_DENIED,
  RouteName.CONTACT_SUPPORT,
  RouteName.MANY_REQUEST,
  RouteName.CORS_POLICY,
  RouteName.NOT_FOUND,
]);

export function usesScreenTexts(name: RouteName): boolean {
  return !SHELL_TEXT_SCREENS.has(name);
}

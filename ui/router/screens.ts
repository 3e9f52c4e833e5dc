import type { ComponentType } from "react";
import { RouteName } from "../../core/routing/route-name.ts";

type ScreenLoader = () => Promise<ComponentType>;

const placeholder: ScreenLoader = () =>
  import("../components/page-placeholder.tsx").then((m) => m.PagePlaceholder);
const errorPage: ScreenLoader = () => import("../../features/errors/error-page.tsx").then((m) => m.ErrorPage);

/**
 * The screen of each route, each its own lazily loaded chunk. Areas not built yet show a placeholder with their
 * title; their issues replace the entry here.
 */
export const SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  [RouteName.AUTH_PAGE]: () => import("../../features/auth/auth-page.tsx").then((m) => m.AuthPage),
  [RouteName.DOCUMENT]: placeholder,
  [RouteName.API_DOCUMENT]: placeholder,
  [RouteName.AVAILABLE_MODELS]: () =>
    import("../../features/available-models/available-models-page.tsx").then((m) => m.AvailableModelsPage),
  [RouteName.API_KEY]: () => import("../../features/api-keys/api-keys-page.tsx").then((m) => m.ApiKeysPage),
  [RouteName.SUBSCRIPTION]: placeholder,
  [RouteName.BILLING]: placeholder,
  [RouteName.FEEDBACK]: placeholder,
  [RouteName.DISCORD]: () => import("../components/community-redirect.tsx").then((m) => m.CommunityRedirect),
  [RouteName.LOGS]: () =>
    import("../../features/usage-logs/usage-logs-page.tsx").then((m) => m.UsageLogsPage),
  [RouteName.PLAYGROUND_PAGE]: () =>
    import("../../features/playground/playground-page.tsx").then((m) => m.PlaygroundPage),
  [RouteName.ORGANIZATION_PAGE]: placeholder,
  [RouteName.ORGANIZATION_DEPARTMENT_PAGE]: placeholder,
  [RouteName.ORGANIZATION_USER_PAGE]: placeholder,
  [RouteName.ORGANIZATION_MODEL_PAGE]: placeholder,
  [RouteName.ORGANIZATION_REPORT_PAGE]: placeholder,
  [RouteName.SERVER_ERROR]: errorPage,
  [RouteName.CONNECTION_ERROR]: errorPage,
  [RouteName.ACCESS_DENIED]: errorPage,
  [RouteName.CONTACT_SUPPORT]: errorPage,
  [RouteName.MANY_REQUEST]: errorPage,
  [RouteName.CORS_POLICY]: errorPage,
  [RouteName.NOT_FOUND]: errorPage,
};

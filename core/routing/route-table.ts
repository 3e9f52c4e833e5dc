import { UserRole } from "../session/user-role.ts";
import { RouteName } from "./route-name.ts";

/** Who may open a route: `exact` means only that role; otherwise that role or a registered user (SPEC §4, §6). */
export interface RouteAccess {
  readonly role: UserRole;
  readonly exact: boolean;
}

export type LayoutName = RouteName.MAIN_LAYOUT | RouteName.AUTH_LAYOUT | RouteName.ERROR_LAYOUT;

export interface RouteDefinition {
  readonly name: RouteName;
  readonly path: string;
  readonly layout: LayoutName;
  readonly access: RouteAccess;
  /** A route that only forwards somewhere else and has no screen of its own. */
  readonly redirectTo?: RouteName;
  /** The route under which this one nests in the router (the organization area shares one parent). */
  readonly parent?: RouteName.ORGANIZATION_ROUTER_PAGE;
}

const PUBLIC: RouteAccess = { role: UserRole.UNREGISTERED_USER, exact: false };
const REGISTERED: RouteAccess = { role: UserRole.REGISTERED_USER, exact: false };
const ONLY_REGISTERED: RouteAccess = { role: UserRole.REGISTERED_USER, exact: true };
const ONLY_UNREGISTERED: RouteAccess = { role: UserRole.UNREGISTERED_USER, exact: true };

const main = (
  name: RouteName,
  path: string,
  access: RouteAccess,
  redirectTo?: RouteName,
): RouteDefinition => ({
  name,
  path,
  layout: RouteName.MAIN_LAYOUT,
  access,
  ...(redirectTo ? { redirectTo } : {}),
});
const organization = (name: RouteName, path: string): RouteDefinition => ({
  ...main(name, path, REGISTERED),
  parent: RouteName.ORGANIZATION_ROUTER_PAGE,
});
const error = (name: RouteName, path: string): RouteDefinition => ({
  name,
  path,
  layout: RouteName.ERROR_LAYOUT,
  access: PUBLIC,
});

/** The whole route table of SPEC §2, framework-free, so guards can be reasoned about and tested without a browser. */
export const ROUTES: readonly RouteDefinition[] = [
  main(RouteName.DASHBOARD, "/", REGISTERED, RouteName.PLAYGROUND_PAGE),
  { name: RouteName.AUTH_PAGE, path: "/auth", layout: RouteName.AUTH_LAYOUT, access: ONLY_UNREGISTERED },
  main(RouteName.DOCUMENT, "/document", PUBLIC),
  main(RouteName.API_DOCUMENT, "/api-document", PUBLIC),
  main(RouteName.AVAILABLE_MODELS, "/available-models", PUBLIC),
  main(RouteName.API_KEY, "/api-key", ONLY_REGISTERED),
  main(RouteName.SUBSCRIPTION, "/subscription", PUBLIC),
  main(RouteName.BILLING, "/billing", REGISTERED),
  main(RouteName.FEEDBACK, "/feedback", PUBLIC),
  main(RouteName.LOGS, "/usage-logs", ONLY_REGISTERED),
  main(RouteName.RETENTION, "/retention", ONLY_REGISTERED),
  main(RouteName.USAGE, "/usage", REGISTERED),
  main(RouteName.PLAYGROUND_PAGE, "/playground", REGISTERED),
  main(RouteName.DISCORD, "/discord", PUBLIC),
  main(RouteName.TERMS_OF_SERVICE, "/tos", PUBLIC),
  main(RouteName.PRIVACY_POLICY, "/privacy-policy", PUBLIC),
  organization(RouteName.ORGANIZATION_PAGE, "/organization"),
  organization(RouteName.ORGANIZATION_DEPARTMENT_PAGE, "/organization/departments"),
  organization(RouteName.ORGANIZATION_USER_PAGE, "/organization/users"),
  organization(RouteName.ORGANIZATION_MODEL_PAGE, "/organization/models"),
  organization(RouteName.ORGANIZATION_REPORT_PAGE, "/organization/report"),
  organization(RouteName.ORGANIZATION_ANALYTICS_PAGE, "/organization/analytics"),
  organization(RouteName.ORGANIZATION_ACTIVITY_PAGE, "/organization/activity"),
  error(RouteName.SERVER_ERROR, "/error/server-error"),
  error(RouteName.CONNECTION_ERROR, "/error/connection-error"),
  error(RouteName.ACCESS_DENIED, "/error/access-denied"),
  error(RouteName.CONTACT_SUPPORT, "/error/contact-support"),
  error(RouteName.MANY_REQUEST, "/error/many-requests"),
  error(RouteName.CORS_POLICY, "/error/cors-policy"),
  main(RouteName.NOT_FOUND, "/not-found", PUBLIC),
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeNamed(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

export function pathOf(name: RouteName): string {
  return routeNamed(name).path;
}

/** The route a URL path shows; unknown paths show the not-found page (the catch-all of SPEC §2). */
export function matchRoute(pathname: string): RouteDefinition {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ROUTES.find((route) => route.path === normalized) ?? routeNamed(RouteName.NOT_FOUND);
}

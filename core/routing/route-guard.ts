import { UserRole } from "../session/user-role.ts";
import { RouteName } from "./route-name.ts";
import { pathOf, type RouteAccess, type RouteDefinition } from "./route-table.ts";

export interface HomeRules {
  /** SPEC §2: a signed-in user's home is the subscription page when this flag is set. */
  readonly subscriptionHome: boolean;
}

export type NavigationDecision =
  | { readonly kind: "allow" }
  | { readonly kind: "redirect"; readonly to: RouteName; readonly location: string };

/** An exact route admits its role alone; any other admits its role and registered users (SPEC §4, §6). */
export function canAccess(access: RouteAccess, role: UserRole): boolean {
  if (access.exact) return role === access.role;
  return role === access.role || role === UserRole.REGISTERED_USER;
}

export function homeRouteFor(role: UserRole, rules: HomeRules): RouteName {
  if (role === UserRole.UNREGISTERED_USER) return RouteName.AUTH_PAGE;
  return rules.subscriptionHome ? RouteName.SUBSCRIPTION : RouteName.PLAYGROUND_PAGE;
}

/** Keeps only the `tier` query parameter, the one a redirect must carry (SPEC §4). */
export function carriedQuery(search: string): string {
  const tier = new URLSearchParams(search).get("tier");
  return tier ? `?${new URLSearchParams({ tier }).toString()}` : "";
}

function redirect(to: RouteName, search: string): NavigationDecision {
  return { kind: "redirect", to, location: `${pathOf(to)}${carriedQuery(search)}` };
}

/** The guard that runs before every navigation (SPEC §4). */
export function decideNavigation(
  route: RouteDefinition,
  role: UserRole,
  search: string,
  rules: HomeRules,
): NavigationDecision {
  if (!canAccess(route.access, role)) return redirect(homeRouteFor(role, rules), search);
  if (route.redirectTo) return redirect(route.redirectTo, search);
  return { kind: "allow" };
}

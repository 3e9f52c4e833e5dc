import type { RouteName } from "../../core/routing/route-name.ts";

/** What every matched screen route carries, so layouts can title the page and mark the active link. */
export interface RouteHandle {
  readonly routeName: RouteName;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "routeName" in value;
}

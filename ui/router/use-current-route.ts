import { useMatches } from "react-router";
import { RouteName } from "../../core/routing/route-name.ts";
import { isRouteHandle } from "./route-handle.ts";

/** The name of the screen being shown, read from the deepest matched route. */
export function useCurrentRouteName(): RouteName {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.routeName;
  }
  return RouteName.NOT_FOUND;
}

import type { ComponentType } from "react";
import type { RouteName } from "../../core/routing/route-name.ts";
import {
  type LayoutName,
  matchRoute,
  type RouteDefinition,
  routeNamed,
} from "../../core/routing/route-table.ts";
import { LAYOUTS, SCREENS, usesScreenTexts } from "./screens.ts";

type ChunkLoader = () => Promise<ComponentType>;

export interface ChunkTables {
  readonly layouts: Readonly<Record<LayoutName, ChunkLoader>>;
  readonly screens: Partial<Record<RouteName, ChunkLoader>>;
}

/**
 * Starts downloading the layout and screen of the address the page opened on, before the start-up work (texts,
 * adapters, the stored session) that the router waits for: the chunks arrive while that runs instead of after it,
 * and the router's own lazy loads find them there. A guard may still send the visitor elsewhere (a signed-out
 * visitor on a registered page); the browser then keeps the chunk for later. Says whether that screen waits for
 * the screens' texts, so they can be fetched early too.
 */
export function preloadFirstScreen(
  pathname: string,
  { layouts, screens }: ChunkTables = { layouts: LAYOUTS, screens: SCREENS },
): { readonly needsScreenTexts: boolean } {
  const route = shownRoute(matchRoute(pathname));
  // A failure here is the router's to handle when it loads the same chunk: it retries and reports it.
  const ignoreFailure = () => {};
  layouts[route.layout]().catch(ignoreFailure);
  screens[route.name]?.().catch(ignoreFailure);
  return { needsScreenTexts: usesScreenTexts(route.name) };
}

/** The route whose screen is shown: a forwarding route (the dashboard) shows its target's. */
function shownRoute(route: RouteDefinition): RouteDefinition {
  return route.redirectTo ? routeNamed(route.redirectTo) : route;
}

import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from "react-router";
import { distinctUntilChanged, filter, map, skip } from "rxjs";
import { loadReloadingOnceIfStale, type StaleChunkPage } from "../../core/app-update/stale-chunk.ts";
import type { HomeRules } from "../../core/routing/route-guard.ts";
import { decideNavigation } from "../../core/routing/route-guard.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { ROUTES, type RouteDefinition, routeNamed } from "../../core/routing/route-table.ts";
import type { SessionStore } from "../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../core/session/user-role.ts";
import type { RouteHandle } from "./route-handle.ts";
import { LAYOUTS, SCREENS, usesScreenTexts } from "./screens.ts";
import { browserStaleChunkPage } from "./stale-chunk-page.ts";

export interface RouterDependencies {
  readonly sessions: SessionStore;
  readonly homeRules: HomeRules;
  /** Makes the screens' texts available; screens that need them wait for it (ui/i18n `loadScreenTexts`). */
  readonly screenTexts: () => Promise<void>;
  /** Where a chunk gone after a deploy reloads the page once; the browser tab unless a test says otherwise. */
  readonly staleChunkPage?: StaleChunkPage;
}

type RouteBuildDependencies = RouterDependencies & { readonly staleChunkPage: StaleChunkPage };

/** Loads a lazy chunk (screen or layout); one the server no longer has after a deploy reloads the page once. */
function lazyChunk<T>(load: () => Promise<T>, deps: RouteBuildDependencies): Promise<T> {
  return loadReloadingOnceIfStale(load, deps.staleChunkPage);
}

function guard(route: RouteDefinition, { sessions, homeRules }: RouterDependencies): LoaderFunction {
  return ({ request }) => {
    const decision = decideNavigation(
      route,
      deriveUserRole(sessions.current()),
      new URL(request.url).search,
      homeRules,
    );
    if (decision.kind === "redirect") throw redirect(decision.location);
    return null;
  };
}

function screenRoute(
  route: RouteDefinition,
  deps: RouteBuildDependencies,
  path: string | undefined,
): RouteObject {
  const load = SCREENS[route.name];
  const handle: RouteHandle = { routeName: route.name };
  return {
    id: path === "*" ? "CATCH_ALL" : route.name,
    ...(path === undefined ? { index: true } : { path }),
    handle,
    loader: guard(route, deps),
    ...(load ? { lazy: async () => ({ Component: await screenOf(route, load, deps) }) } : {}),
  };
}

async function screenOf(
  route: RouteDefinition,
  load: () => Promise<ComponentType>,
  deps: RouteBuildDependencies,
): Promise<ComponentType> {
  // The screens' texts are a chunk too, as stale as the screen's own after a deploy.
  const [screen] = await lazyChunk(
    () => Promise.all([load(), usesScreenTexts(route.name) ? deps.screenTexts() : null]),
    deps,
  );
  return screen;
}

function childrenOf(layout: RouteDefinition["layout"], deps: RouteBuildDependencies): RouteObject[] {
  const topLevel = ROUTES.filter((route) => route.layout === layout && !route.parent);
  return topLevel.map((route) => screenRoute(route, deps, route.path === "/" ? undefined : route.path));
}

/** The organization pages share one parent route, the place for the area's own navigation. */
function organizationArea(deps: RouteBuildDependencies): RouteObject {
  const pages = ROUTES.filter((route) => route.parent === RouteName.ORGANIZATION_ROUTER_PAGE);
  const parentPath = routeNamed(RouteName.ORGANIZATION_PAGE).path;
  return {
    id: RouteName.ORGANIZATION_ROUTER_PAGE,
    path: parentPath,
    children: pages.map((route) =>
      screenRoute(route, deps, route.path === parentPath ? undefined : route.path),
    ),
  };
}

/** The react-router tree built from core's route table: every screen and layout is a lazy chunk. */
function buildRoutes(deps: RouteBuildDependencies): RouteObject[] {
  return [
    {
      id: RouteName.MAIN_LAYOUT,
      path: "/",
      lazy: async () => ({ Component: await lazyChunk(LAYOUTS[RouteName.MAIN_LAYOUT], deps) }),
      children: [
        ...childrenOf(RouteName.MAIN_LAYOUT, deps),
        organizationArea(deps),
        screenRoute(routeNamed(RouteName.NOT_FOUND), deps, "*"),
      ],
    },
    {
      id: RouteName.AUTH_LAYOUT,
      lazy: async () => ({ Component: await lazyChunk(LAYOUTS[RouteName.AUTH_LAYOUT], deps) }),
      children: childrenOf(RouteName.AUTH_LAYOUT, deps),
    },
    {
      id: RouteName.ERROR_LAYOUT,
      path: "/error",
      lazy: async () => ({ Component: await lazyChunk(LAYOUTS[RouteName.ERROR_LAYOUT], deps) }),
      children: childrenOf(RouteName.ERROR_LAYOUT, deps),
    },
  ];
}

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

const browserHistory: RouterFactory = (routes) => createBrowserRouter(routes, { basename: "/" });

/** The app's router; tests pass a memory-history factory instead of the browser's history. */
export function createAppRouter(deps: RouterDependencies, create: RouterFactory = browserHistory) {
  let pendingAddress = (): string | null => null;
  const staleChunkPage = deps.staleChunkPage ?? browserStaleChunkPage(window, () => pendingAddress());
  const router = create(buildRoutes({ ...deps, staleChunkPage }));
  pendingAddress = () => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  };
  // A sign-out during the first navigation (a refused token refresh, say) must not be missed by its guards.
  let revalidateOnceInitialized = false;
  // Guards read the session: re-run them on sign-out so registered-only pages are left at once. A sign-in is
  // followed by its own navigation, once the organization is ready (SPEC §4), so it must not be pre-empted here.
  deps.sessions.session$
    .pipe(
      map((session) => deriveUserRole(session)),
      distinctUntilChanged(),
      // The role at creation is the one the first navigation's guards already read.
      skip(1),
      filter((role) => role === UserRole.UNREGISTERED_USER),
    )
    .subscribe(() => {
      if (router.state.initialized) void router.revalidate();
      else revalidateOnceInitialized = true;
    });
  router.subscribe((state) => {
    if (!revalidateOnceInitialized || !state.initialized) return;
    revalidateOnceInitialized = false;
    void router.revalidate();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

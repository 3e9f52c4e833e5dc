import { describe, expect, it } from "vitest";
import { UserRole } from "../session/user-role.ts";
import { canAccess, carriedQuery, decideNavigation, homeRouteFor } from "./route-guard.ts";
import { RouteName } from "./route-name.ts";
import { ROUTES, routeNamed } from "./route-table.ts";

const { REGISTERED_USER: REGISTERED, UNREGISTERED_USER: VISITOR } = UserRole;
const playgroundHome = { subscriptionHome: false };

function decide(name: RouteName, role: UserRole, search = "", rules = playgroundHome) {
  return decideNavigation(routeNamed(name), role, search, rules);
}

describe("who may open a route", () => {
  it("keeps registered-only routes for registered users", () => {
    const access = { role: REGISTERED, exact: false };
    expect(canAccess(access, REGISTERED)).toBe(true);
    expect(canAccess(access, VISITOR)).toBe(false);
  });

  it("keeps exact registered-only routes for registered users too", () => {
    const access = { role: REGISTERED, exact: true };
    expect(canAccess(access, REGISTERED)).toBe(true);
    expect(canAccess(access, VISITOR)).toBe(false);
  });

  it("keeps exact visitor routes away from registered users", () => {
    const access = { role: VISITOR, exact: true };
    expect(canAccess(access, VISITOR)).toBe(true);
    expect(canAccess(access, REGISTERED)).toBe(false);
  });

  it("opens non-exact visitor routes to everyone", () => {
    const access = { role: VISITOR, exact: false };
    expect(canAccess(access, VISITOR)).toBe(true);
    expect(canAccess(access, REGISTERED)).toBe(true);
  });
});

describe("home for each role", () => {
  it("is the sign-in page for a visitor", () => {
    expect(homeRouteFor(VISITOR, playgroundHome)).toBe(RouteName.AUTH_PAGE);
  });

  it("is the playground for a signed-in user, or the subscription page when the flag is set", () => {
    expect(homeRouteFor(REGISTERED, playgroundHome)).toBe(RouteName.PLAYGROUND_PAGE);
    expect(homeRouteFor(REGISTERED, { subscriptionHome: true })).toBe(RouteName.SUBSCRIPTION);
  });
});

describe("the navigation guard", () => {
  it("sends a visitor from a registered-only page to sign in, carrying only the tier", () => {
    expect(decide(RouteName.API_KEY, VISITOR, "?tier=pro&utm_source=mail")).toEqual({
      kind: "redirect",
      to: RouteName.AUTH_PAGE,
      location: "/auth?tier=pro",
    });
  });

  it("sends a signed-in user away from the sign-in page to their home", () => {
    expect(decide(RouteName.AUTH_PAGE, REGISTERED, "?tier=team")).toMatchObject({
      location: "/playground?tier=team",
    });
    expect(decide(RouteName.AUTH_PAGE, REGISTERED, "", { subscriptionHome: true })).toMatchObject({
      location: "/subscription",
    });
  });

  it("forwards the dashboard to the playground for a signed-in user", () => {
    expect(decide(RouteName.DASHBOARD, REGISTERED)).toMatchObject({
      kind: "redirect",
      location: "/playground",
    });
  });

  it("lets anyone open the error pages and the not-found page", () => {
    const open = ROUTES.filter(
      (route) => route.layout === RouteName.ERROR_LAYOUT || route.name === RouteName.NOT_FOUND,
    );
    expect(open).toHaveLength(7);
    for (const route of open) {
      expect(decideNavigation(route, VISITOR, "", playgroundHome)).toEqual({ kind: "allow" });
      expect(decideNavigation(route, REGISTERED, "", playgroundHome)).toEqual({ kind: "allow" });
    }
  });

  it("lets visitors open the public pages", () => {
    for (const name of [
      RouteName.SUBSCRIPTION,
      RouteName.AVAILABLE_MODELS,
      RouteName.DOCUMENT,
      RouteName.FEEDBACK,
    ]) {
      expect(decide(name, VISITOR, "?tier=pro")).toEqual({ kind: "allow" });
    }
  });

  it("lets a signed-in user open the pages kept for registered users", () => {
    for (const name of [RouteName.API_KEY, RouteName.BILLING, RouteName.ORGANIZATION_PAGE, RouteName.LOGS]) {
      expect(decide(name, REGISTERED, "?tier=pro")).toEqual({ kind: "allow" });
    }
  });

  it("sends a visitor to sign in whatever the home of signed-in users", () => {
    expect(decide(RouteName.BILLING, VISITOR, "", { subscriptionHome: true })).toEqual({
      kind: "redirect",
      to: RouteName.AUTH_PAGE,
      location: "/auth",
    });
  });

  it("carries the tier along when it forwards the dashboard", () => {
    expect(decide(RouteName.DASHBOARD, REGISTERED, "?tier=pro&x=1")).toEqual({
      kind: "redirect",
      to: RouteName.PLAYGROUND_PAGE,
      location: "/playground?tier=pro",
    });
  });

  it("lets a visitor open the sign-in page", () => {
    expect(decide(RouteName.AUTH_PAGE, VISITOR, "?tier=pro")).toEqual({ kind: "allow" });
  });

  it("never redirects a route to itself", () => {
    for (const route of ROUTES) {
      for (const role of [VISITOR, REGISTERED]) {
        const decision = decideNavigation(route, role, "", playgroundHome);
        if (decision.kind === "redirect") expect(decision.to).not.toBe(route.name);
      }
    }
  });
});

describe("the query a redirect carries", () => {
  it("is the tier alone, encoded", () => {
    expect(carriedQuery("?tier=team plus&x=1")).toBe("?tier=team+plus");
    expect(carriedQuery("?x=1")).toBe("");
    expect(carriedQuery("")).toBe("");
    expect(carriedQuery("?tier=")).toBe("");
    expect(carriedQuery("tier=pro")).toBe("?tier=pro");
    expect(carriedQuery("?tier=a%26b")).toBe("?tier=a%26b");
  });
});

import { describe, expect, it } from "vitest";
import { UserRole } from "../session/user-role.ts";
import { destinationAfterSignIn } from "./after-sign-in.ts";
import { RouteName } from "./route-name.ts";
import { matchRoute, pathOf, ROUTES, routeNamed } from "./route-table.ts";

describe("the route table", () => {
  it("gives every route of SPEC §2 its path", () => {
    expect(pathOf(RouteName.LOGS)).toBe("/usage-logs");
    expect(pathOf(RouteName.MANY_REQUEST)).toBe("/error/many-requests");
    expect(pathOf(RouteName.ORGANIZATION_REPORT_PAGE)).toBe("/organization/report");
    expect(pathOf(RouteName.NOT_FOUND)).toBe("/not-found");
    expect(pathOf(RouteName.DISCORD)).toBe("/discord");
    expect(pathOf(RouteName.TERMS_OF_SERVICE)).toBe("/tos");
    expect(pathOf(RouteName.PRIVACY_POLICY)).toBe("/privacy-policy");
  });

  it("gives the usage analytics their paths: the person's, and the organization's among its children", () => {
    expect(pathOf(RouteName.USAGE)).toBe("/usage");
    expect(routeNamed(RouteName.USAGE).access).toEqual({ role: UserRole.REGISTERED_USER, exact: false });
    expect(pathOf(RouteName.ORGANIZATION_ANALYTICS_PAGE)).toBe("/organization/analytics");
    expect(routeNamed(RouteName.ORGANIZATION_ANALYTICS_PAGE).parent).toBe(RouteName.ORGANIZATION_ROUTER_PAGE);
  });

  it("gives the retention settings a page of their own, for registered users", () => {
    expect(pathOf(RouteName.RETENTION)).toBe("/retention");
    expect(routeNamed(RouteName.RETENTION).access).toEqual({ role: UserRole.REGISTERED_USER, exact: true });
  });

  it("has one route per path and per name", () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it("matches a path with or without a trailing slash", () => {
    expect(matchRoute("/billing/").name).toBe(RouteName.BILLING);
    expect(matchRoute("/").name).toBe(RouteName.DASHBOARD);
  });

  it("shows the not-found page for an unknown path", () => {
    expect(matchRoute("/nope/nothing").name).toBe(RouteName.NOT_FOUND);
  });
});

describe("each route of the table", () => {
  const main = RouteName.MAIN_LAYOUT;
  const errorLayout = RouteName.ERROR_LAYOUT;
  const visitorsToo = { role: UserRole.UNREGISTERED_USER, exact: false };
  const signedIn = { role: UserRole.REGISTERED_USER, exact: false };
  const onlySignedIn = { role: UserRole.REGISTERED_USER, exact: true };
  const onlyVisitors = { role: UserRole.UNREGISTERED_USER, exact: true };
  const organization = RouteName.ORGANIZATION_ROUTER_PAGE;

  it.each([
    [RouteName.DASHBOARD, "/", main, signedIn],
    [RouteName.AUTH_PAGE, "/auth", RouteName.AUTH_LAYOUT, onlyVisitors],
    [RouteName.DOCUMENT, "/document", main, visitorsToo],
    [RouteName.API_DOCUMENT, "/api-document", main, visitorsToo],
    [RouteName.AVAILABLE_MODELS, "/available-models", main, visitorsToo],
    [RouteName.API_KEY, "/api-key", main, onlySignedIn],
    [RouteName.SUBSCRIPTION, "/subscription", main, visitorsToo],
    [RouteName.BILLING, "/billing", main, signedIn],
    [RouteName.FEEDBACK, "/feedback", main, visitorsToo],
    [RouteName.LOGS, "/usage-logs", main, onlySignedIn],
    [RouteName.RETENTION, "/retention", main, onlySignedIn],
    [RouteName.USAGE, "/usage", main, signedIn],
    [RouteName.PLAYGROUND_PAGE, "/playground", main, signedIn],
    [RouteName.DISCORD, "/discord", main, visitorsToo],
    [RouteName.TERMS_OF_SERVICE, "/tos", main, visitorsToo],
    [RouteName.PRIVACY_POLICY, "/privacy-policy", main, visitorsToo],
    [RouteName.ORGANIZATION_PAGE, "/organization", main, signedIn, organization],
    [RouteName.ORGANIZATION_DEPARTMENT_PAGE, "/organization/departments", main, signedIn, organization],
    [RouteName.ORGANIZATION_USER_PAGE, "/organization/users", main, signedIn, organization],
    [RouteName.ORGANIZATION_MODEL_PAGE, "/organization/models", main, signedIn, organization],
    [RouteName.ORGANIZATION_REPORT_PAGE, "/organization/report", main, signedIn, organization],
    [RouteName.ORGANIZATION_ANALYTICS_PAGE, "/organization/analytics", main, signedIn, organization],
    [RouteName.ORGANIZATION_ACTIVITY_PAGE, "/organization/activity", main, signedIn, organization],
    [RouteName.SERVER_ERROR, "/error/server-error", errorLayout, visitorsToo],
    [RouteName.CONNECTION_ERROR, "/error/connection-error", errorLayout, visitorsToo],
    [RouteName.ACCESS_DENIED, "/error/access-denied", errorLayout, visitorsToo],
    [RouteName.CONTACT_SUPPORT, "/error/contact-support", errorLayout, visitorsToo],
    [RouteName.MANY_REQUEST, "/error/many-requests", errorLayout, visitorsToo],
    [RouteName.CORS_POLICY, "/error/cors-policy", errorLayout, visitorsToo],
    [RouteName.NOT_FOUND, "/not-found", main, visitorsToo],
  ])("%s is at %s, in its layout, open to whom SPEC §2 says", (name, path, layout, access, parent?) => {
    const route = routeNamed(name);
    expect(route.path).toBe(path);
    expect(route.layout).toBe(layout);
    expect(route.access).toEqual(access);
    expect(route.parent).toBe(parent);
    expect(matchRoute(path)).toBe(route);
  });

  it("has no other route", () => {
    expect(ROUTES).toHaveLength(30);
  });

  it("forwards only the dashboard, to the playground", () => {
    expect(ROUTES.filter((route) => "redirectTo" in route)).toEqual([routeNamed(RouteName.DASHBOARD)]);
    expect(routeNamed(RouteName.DASHBOARD).redirectTo).toBe(RouteName.PLAYGROUND_PAGE);
  });

  it("matches a path with several trailing slashes", () => {
    expect(matchRoute("/organization/users//").name).toBe(RouteName.ORGANIZATION_USER_PAGE);
  });

  it("does not match a path by a part of it", () => {
    expect(matchRoute("/billing/extra").name).toBe(RouteName.NOT_FOUND);
    expect(matchRoute("billing").name).toBe(RouteName.NOT_FOUND);
    expect(matchRoute("").name).toBe(RouteName.NOT_FOUND);
  });

  it("refuses a name that is no route", () => {
    expect(() => routeNamed("NOWHERE" as RouteName)).toThrow(new Error("No route named NOWHERE"));
    expect(() => routeNamed(RouteName.MAIN_LAYOUT)).toThrow("No route named MAIN_LAYOUT");
  });
});

describe("after signing in", () => {
  it("goes to the subscription page with the tier that was picked", () => {
    expect(destinationAfterSignIn("?tier=pro&ref=x")).toBe("/subscription?tier=pro");
  });

  it("otherwise goes to the dashboard, which forwards to the playground", () => {
    expect(destinationAfterSignIn("")).toBe("/");
    expect(destinationAfterSignIn("?ref=x&tier=")).toBe("/");
  });
});

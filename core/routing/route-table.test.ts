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

describe("after signing in", () => {
  it("goes to the subscription page with the tier that was picked", () => {
    expect(destinationAfterSignIn("?tier=pro&ref=x")).toBe("/subscription?tier=pro");
  });

  it("otherwise goes to the dashboard, which forwards to the playground", () => {
    expect(destinationAfterSignIn("")).toBe("/");
  });
});

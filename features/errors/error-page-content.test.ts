import { describe, expect, it } from "vitest";
import { RouteName } from "../../core/routing/route-name.ts";
import { asErrorRoute, ERROR_ROUTES, ERROR_STATUS } from "./error-page-content.ts";

describe("the error pages", () => {
  it("show no status code on the access-denied page, since both 401 and 403 lead there (SPEC §8)", () => {
    expect(ERROR_STATUS[RouteName.ACCESS_DENIED]).toBeUndefined();
  });

  it("still show the one status code each of the other coded pages stands for", () => {
    expect(ERROR_STATUS).toEqual({
      [RouteName.SERVER_ERROR]: 500,
      [RouteName.MANY_REQUEST]: 429,
      [RouteName.NOT_FOUND]: 404,
    });
  });

  it("keep every error route as it is", () => {
    for (const route of ERROR_ROUTES) expect(asErrorRoute(route)).toBe(route);
  });

  it("show the not-found page for a route that is not an error page", () => {
    expect(asErrorRoute(RouteName.DASHBOARD)).toBe(RouteName.NOT_FOUND);
  });
});

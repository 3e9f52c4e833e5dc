import { describe, expect, it } from "vitest";
import { RouteName } from "../routing/route-name.ts";
import { routeForFailure } from "./http-error-route.ts";

describe("where a failed call sends the person", () => {
  it.each([
    [404, RouteName.NOT_FOUND],
    [429, RouteName.MANY_REQUEST],
    [500, RouteName.SERVER_ERROR],
    [502, RouteName.SERVER_ERROR],
    [401, RouteName.ACCESS_DENIED],
    [403, RouteName.ACCESS_DENIED],
  ])("status %i leads to %s", (status, route) => {
    expect(routeForFailure({ kind: "http", status })).toBe(route);
  });

  it("sends a request that got no response to the CORS policy page", () => {
    expect(routeForFailure({ kind: "network" })).toBe(RouteName.CORS_POLICY);
  });

  it("sends a failure that is not HTTP at all to contact support", () => {
    expect(routeForFailure({ kind: "other", cause: new TypeError("x is undefined") })).toBe(
      RouteName.CONTACT_SUPPORT,
    );
  });

  it.each([400, 409, 422, 503, 504])("leaves status %i to the caller", (status) => {
    expect(routeForFailure({ kind: "http", status })).toBeNull();
  });
});

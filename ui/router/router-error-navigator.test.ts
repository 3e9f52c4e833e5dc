import { describe, expect, it, vi } from "vitest";
import { RouteName } from "../../core/routing/route-name.ts";
import { RouterErrorNavigator } from "./router-error-navigator.ts";

describe("the error navigator on the router", () => {
  it("opens the error page's path", () => {
    const navigator = new RouterErrorNavigator();
    const navigate = vi.fn();
    navigator.attach(navigate);
    navigator.goTo(RouteName.ACCESS_DENIED);
    expect(navigate).toHaveBeenCalledWith("/error/access-denied");
  });

  it("remembers a request made before the router exists, and opens it once attached", () => {
    const navigator = new RouterErrorNavigator();
    navigator.goTo(RouteName.SERVER_ERROR);
    const navigate = vi.fn();
    navigator.attach(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/error/server-error");
  });
});

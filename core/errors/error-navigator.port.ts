import type { RouteName } from "../routing/route-name.ts";

/** Sends the person to an error page when a call fails in a way SPEC §8 maps to a page. */
export interface ErrorNavigator {
  goTo(route: RouteName): void;
}

export const ErrorNavigator = Symbol.for("ErrorNavigator");

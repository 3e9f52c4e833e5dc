import type { RouteName } from "../routing/route-name.ts";
import { token } from "../wiring/token.ts";

/** Sends the person to an error page when a call fails in a way SPEC §8 maps to a page. */
export interface ErrorNavigator {
  goTo(route: RouteName): void;
}

export const ErrorNavigator = token<ErrorNavigator>("ErrorNavigator");

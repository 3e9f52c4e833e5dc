import { RouteName } from "../../core/routing/route-name.ts";

/** Every error route of SPEC §2 and the not-found page: the one list the type and the guard below come from. */
export const ERROR_ROUTES = [
  RouteName.SERVER_ERROR,
  RouteName.CONNECTION_ERROR,
  RouteName.ACCESS_DENIED,
  RouteName.CONTACT_SUPPORT,
  RouteName.MANY_REQUEST,
  RouteName.CORS_POLICY,
  RouteName.NOT_FOUND,
] as const;

export type ErrorRouteName = (typeof ERROR_ROUTES)[number];

/**
 * The HTTP status an error page stands for (SPEC §8), shown as a code beside the explanation. Access denied has
 * none: both 401 and 403 lead there.
 */
export const ERROR_STATUS: Partial<Record<ErrorRouteName, number>> = {
  [RouteName.SERVER_ERROR]: 500,
  [RouteName.MANY_REQUEST]: 429,
  [RouteName.NOT_FOUND]: 404,
};

function isErrorRoute(name: RouteName): name is ErrorRouteName {
  return ERROR_ROUTES.some((route) => route === name);
}

export function asErrorRoute(name: RouteName): ErrorRouteName {
  return isErrorRoute(name) ? name : RouteName.NOT_FOUND;
}

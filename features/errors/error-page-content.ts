import { RouteName } from "../../core/routing/route-name.ts";

/** The HTTP status each error page stands for (SPEC §8), shown as a code beside the explanation. */
export const ERROR_STATUS: Partial<Record<RouteName, number>> = {
  [RouteName.SERVER_ERROR]: 500,
  [RouteName.ACCESS_DENIED]: 403,
  [RouteName.MANY_REQUEST]: 429,
  [RouteName.NOT_FOUND]: 404,
};

export type ErrorRouteName =
  | RouteName.SERVER_ERROR
  | RouteName.CONNECTION_ERROR
  | RouteName.ACCESS_DENIED
  | RouteName.CONTACT_SUPPORT
  | RouteName.MANY_REQUEST
  | RouteName.CORS_POLICY
  | RouteName.NOT_FOUND;

const ERROR_ROUTES = new Set<RouteName>([
  RouteName.SERVER_ERROR,
  RouteName.CONNECTION_ERROR,
  RouteName.ACCESS_DENIED,
  RouteName.CONTACT_SUPPORT,
  RouteName.MANY_REQUEST,
  RouteName.CORS_POLICY,
  RouteName.NOT_FOUND,
]);

export function asErrorRoute(name: RouteName): ErrorRouteName {
  return (ERROR_ROUTES.has(name) ? name : RouteName.NOT_FOUND) as ErrorRouteName;
}

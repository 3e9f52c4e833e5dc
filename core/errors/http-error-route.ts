import { RouteName } from "../routing/route-name.ts";
import type { CallFailure } from "./http-failure.ts";

/**
 * Where a failed call sends the person (SPEC §8). `null` means the failure is not a navigation matter and
 * must be rethrown to the caller.
 */
export function routeForFailure(failure: CallFailure): RouteName | null {
  switch (failure.kind) {
    case "network":
      return RouteName.CORS_POLICY;
    case "other":
      return RouteName.CONTACT_SUPPORT;
    case "http":
      return routeForStatus(failure.status);
  }
}

function routeForStatus(status: number): RouteName | null {
  if (status === 404) return RouteName.NOT_FOUND;
  if (status === 429) return RouteName.MANY_REQUEST;
  if (status === 500 || status === 502) return RouteName.SERVER_ERROR;
  if (status === 401 || status === 403) return RouteName.ACCESS_DENIED;
  return null;
}

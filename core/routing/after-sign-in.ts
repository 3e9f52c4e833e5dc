import { carriedQuery } from "./route-guard.ts";
import { RouteName } from "./route-name.ts";
import { pathOf } from "./route-table.ts";

/** Where a person goes once signed in (SPEC §4): the tier they picked, else the dashboard (the playground). */
export function destinationAfterSignIn(search: string): string {
  const query = carriedQuery(search);
  return query ? `${pathOf(RouteName.SUBSCRIPTION)}${query}` : pathOf(RouteName.DASHBOARD);
}

import { useMemo } from "react";
import { map } from "rxjs";
import { OrganizationStore } from "../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../core/organization/read-organization-summary.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useService } from "../../../ui/hooks/use-service.ts";
import { currentOrganizationScope, type OrganizationScope, scopeOf } from "./organization-scope.ts";

/** Follows the organization the shell loaded after sign-in (and reloads after it changes). */
export function useOrganizationScope(): OrganizationScope {
  const store = useService(OrganizationStore);
  const scope$ = useMemo(
    () => store.details$.pipe(map((details) => scopeOf(readOrganizationSummary(details.organization)))),
    [store],
  );
  const initial = useMemo(() => currentOrganizationScope(store), [store]);
  return useObservable(scope$, initial);
}

import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import {
  currentOrganizationScope,
  type OrganizationScope,
} from "../../../../features/organization/shared/organization-scope.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/** The organization the shell loaded after sign-in and the role the person acts with, as the pages read them. */
export function organizationScope(screen: CoreScreenContext): OrganizationScope {
  return currentOrganizationScope(screen.container().get(OrganizationStore));
}

/** The signed-in person's organization, for a page that shows nothing of its own without one. */
export function organizationIdOf(screen: CoreScreenContext): string {
  const { organizationId } = organizationScope(screen);
  if (!organizationId) throw new Error("The signed-in person has no organization");
  return organizationId;
}

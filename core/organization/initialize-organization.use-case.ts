import type { Clock } from "../clock/clock.port.ts";
import type { OrganizationGateway } from "./organization-gateway.port.ts";
import type { OrganizationStore } from "./organization-store.ts";

export interface InitializeOrganizationDependencies {
  readonly gateway: OrganizationGateway;
  readonly organizations: OrganizationStore;
  readonly clock: Clock;
}

/**
 * Fetches the signed-in user's organization and marks it ready (SPEC §4). On failure the store is marked failed
 * and the error's message is rethrown (SPEC §8). `stillWanted` lets a caller drop an answer that arrives after the
 * person signed out.
 */
export async function initializeOrganization(
  { gateway, organizations, clock }: InitializeOrganizationDependencies,
  stillWanted: () => boolean = () => true,
): Promise<void> {
  organizations.markLoading();
  try {
    const organization = await gateway.getOrganization();
    if (stillWanted()) organizations.markReady(organization, clock.now());
  } catch (error) {
    if (stillWanted()) organizations.markFailed();
    throw new Error(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

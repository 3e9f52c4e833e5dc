import type { Clock } from "../../../core/clock/clock.port.ts";
import type { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import type { OrganizationStore } from "../../../core/organization/organization-store.ts";

export interface ReloadOrganizationDependencies {
  readonly gateway: Pick<OrganizationGateway, "getOrganization">;
  readonly organizations: Pick<OrganizationStore, "markReady">;
  readonly clock: Clock;
}

/**
 * Reads the person's organization again and stores it for every page, as the shell's initialisation does, but
 * without marking it loading first: the shell's full-screen overlay (and its "Organization has problem!" screen
 * on failure) is for the first load, not for a refresh a page asked for. A failure rejects and keeps what was
 * stored. `stillWanted` drops an answer that arrives after the person signed out or left.
 */
export async function reloadOrganization(
  { gateway, organizations, clock }: ReloadOrganizationDependencies,
  stillWanted: () => boolean,
): Promise<void> {
  const organization = await gateway.getOrganization();
  if (stillWanted()) organizations.markReady(organization, clock.now());
}

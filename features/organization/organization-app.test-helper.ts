import type { Container } from "inversify";
import type { MemoryOrganizationGateways } from "../../adapters/gateway-memory/organization/memory-organization-gateways.ts";
import type { OrganizationSeedBuilder } from "../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { DepartmentsGateway } from "../../core/organization/departments-gateway.port.ts";
import { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import { OrganizationMembersGateway } from "../../core/organization/organization-members-gateway.port.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

/**
 * The app signed in at `path`, over one memory organization the test built: its calls are made as `actingAs`,
 * whoever the memory identity provider signed in. `prepare` changes the gateways first; `rebind` binds what else
 * the screen reads.
 */
export async function renderOrganizationApp(
  organization: OrganizationSeedBuilder,
  {
    actingAs,
    path,
    prepare = () => {},
    rebind = () => {},
  }: {
    actingAs: string;
    path: string;
    prepare?: (gateways: MemoryOrganizationGateways) => void;
    rebind?: (container: Container, gateways: MemoryOrganizationGateways) => void;
  },
) {
  const gateways = organization.gateways();
  gateways.context.db.actAs(actingAs);
  prepare(gateways);
  const app = await renderApp(path, {
    signedIn: true,
    rebind: (container: Container) => {
      container.rebind(OrganizationGateway).toConstantValue(gateways.organization);
      container.rebind(DepartmentsGateway).toConstantValue(gateways.departments);
      container.rebind(OrganizationMembersGateway).toConstantValue(gateways.members);
      rebind(container, gateways);
    },
  });
  return { app, gateways };
}

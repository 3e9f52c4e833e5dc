import { ContainerModule } from "inversify";
import { AuthGateway } from "../../core/auth/auth-gateway.port.ts";
import { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import { MemoryAuthGateway } from "../gateway-memory/memory-auth-gateway.adapter.ts";
import { MemoryOrganizationGateway } from "../gateway-memory/memory-organization-gateway.adapter.ts";

/** The gateway's calls answered in memory from seeded data: the memory profile and the tests. */
export function gatewayMemoryModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<AuthGateway>(AuthGateway).toConstantValue(new MemoryAuthGateway());
    bind<OrganizationGateway>(OrganizationGateway).toConstantValue(new MemoryOrganizationGateway());
  });
}

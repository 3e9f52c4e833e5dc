import { MemoryOrganizationGateway } from "../memory-organization-gateway.adapter.ts";
import { MemoryNotificationsGateway } from "../notifications/memory-notifications-gateway.adapter.ts";
import { organizationContext } from "./organization-context.ts";

/**
 * The organization area's database with the two adapters every signed-in screen asks first: the organization
 * (the loading overlay waits for it) and the top bar's notifications. One chunk, without the area's other adapters.
 */
export function firstOrganizationPorts() {
  const context = organizationContext();
  return {
    context,
    organization: new MemoryOrganizationGateway(context),
    notifications: new MemoryNotificationsGateway(context),
  };
}

export type FirstOrganizationPorts = ReturnType<typeof firstOrganizationPorts>;

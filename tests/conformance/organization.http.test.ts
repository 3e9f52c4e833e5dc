import { organizationGatewayConformance } from "./organization.conformance.ts";
import { departmentUsersGatewayConformance } from "./organization-department-users.conformance.ts";
import { departmentsGatewayConformance } from "./organization-departments.conformance.ts";
import { httpOrganizationWorld } from "./organization-http-world.ts";
import { organizationMembersGatewayConformance } from "./organization-members.conformance.ts";

// The organization, its departments and its people, over HTTP against the reference gateway.
const world = httpOrganizationWorld();

organizationGatewayConformance(world);
departmentsGatewayConformance(world);
departmentUsersGatewayConformance(world);
organizationMembersGatewayConformance(world);

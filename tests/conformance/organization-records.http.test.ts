import { departmentUserApiKeysGatewayConformance } from "./organization-api-keys.conformance.ts";
import { complianceFilesGatewayConformance } from "./organization-compliance-files.conformance.ts";
import { gridNodesGatewayConformance } from "./organization-grid-nodes.conformance.ts";
import { httpOrganizationWorld } from "./organization-http-world.ts";
import { organizationModelsGatewayConformance } from "./organization-models.conformance.ts";
import { organizationRequestsGatewayConformance } from "./organization-requests.conformance.ts";

// What the organization's departments hold, over HTTP against the reference gateway: keys, policy documents,
// models, grid nodes and the request report.
const world = httpOrganizationWorld();

departmentUserApiKeysGatewayConformance(world);
complianceFilesGatewayConformance(world);
organizationModelsGatewayConformance(world);
gridNodesGatewayConformance(world);
organizationRequestsGatewayConformance(world);

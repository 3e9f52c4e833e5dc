import { organizationAuditConformance } from "./organization-audit.conformance.ts";
import { httpOrganizationWorld } from "./organization-http-world.ts";

// Every kind of change recorded in the organization's audit log, listed, verified and exported, over HTTP against
// the reference gateway.
organizationAuditConformance(httpOrganizationWorld());

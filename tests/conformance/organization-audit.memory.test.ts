import { organizationAuditConformance } from "./organization-audit.conformance.ts";
import { memoryOrganizationWorld } from "./organization-memory-world.ts";

organizationAuditConformance(memoryOrganizationWorld);

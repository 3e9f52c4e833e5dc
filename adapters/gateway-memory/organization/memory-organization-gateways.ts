import { DEMO_POLICY_TEXTS } from "../../../demo/demo-policy-texts.ts";
import { MemoryAuditLogGateway } from "../audit/memory-audit-log-gateway.adapter.ts";
import { MemoryBudgetAlertsGateway } from "../budget-alerts/memory-budget-alerts-gateway.adapter.ts";
import { MemoryOrganizationWebhookGateway } from "../budget-alerts/memory-organization-webhook-gateway.adapter.ts";
import { MemoryComplianceEvidenceGateway } from "../compliance-evidence/memory-compliance-evidence-gateway.adapter.ts";
import { MemoryOrganizationGateway } from "../memory-organization-gateway.adapter.ts";
import { MemoryNotificationsGateway } from "../notifications/memory-notifications-gateway.adapter.ts";
import { MemoryRetentionGateway } from "../retention/memory-retention-gateway.adapter.ts";
import { MemoryComplianceFilesGateway } from "./memory-compliance-files-gateway.adapter.ts";
import { MemoryDepartmentUserApiKeysGateway } from "./memory-department-user-api-keys-gateway.adapter.ts";
import { MemoryDepartmentUsersGateway } from "./memory-department-users-gateway.adapter.ts";
import { MemoryDepartmentsGateway } from "./memory-departments-gateway.adapter.ts";
import { MemoryGridNodesGateway } from "./memory-grid-nodes-gateway.adapter.ts";
import { MemoryOrganizationMembersGateway } from "./memory-organization-members-gateway.adapter.ts";
import { MemoryOrganizationModelsGateway } from "./memory-organization-models-gateway.adapter.ts";
import { MemoryOrganizationRequestsGateway } from "./memory-organization-requests-gateway.adapter.ts";
import { MemoryOrganizationSettingsGateway } from "./memory-organization-settings-gateway.adapter.ts";
import { MemoryPolicyLibrary } from "./memory-policy-library.ts";
import { type OrganizationContext, organizationContext } from "./organization-context.ts";

/** Every memory adapter of the organization area over one shared database (one set per container or test). */
export function memoryOrganizationGateways(context: OrganizationContext = organizationContext()) {
  // What was read from the policy documents, and the embedding model they are read with: files and settings share it.
  const fileIds = context.db.files.where(() => true).map((file) => file.id);
  const policies = MemoryPolicyLibrary.seeded(fileIds, DEMO_POLICY_TEXTS);
  return {
    context,
    organization: new MemoryOrganizationGateway(context),
    departments: new MemoryDepartmentsGateway(context),
    departmentUsers: new MemoryDepartmentUsersGateway(context),
    members: new MemoryOrganizationMembersGateway(context),
    apiKeys: new MemoryDepartmentUserApiKeysGateway(context),
    files: new MemoryComplianceFilesGateway(context, undefined, policies),
    settings: new MemoryOrganizationSettingsGateway(context, policies),
    models: new MemoryOrganizationModelsGateway(context),
    gridNodes: new MemoryGridNodesGateway(context),
    requests: new MemoryOrganizationRequestsGateway(context),
    // Budget alerts read the departments' spend and notify the people who run them: they share this database.
    notifications: new MemoryNotificationsGateway(context),
    budgetAlerts: new MemoryBudgetAlertsGateway(context),
    webhook: new MemoryOrganizationWebhookGateway(context),
    retention: new MemoryRetentionGateway(context),
    evidence: new MemoryComplianceEvidenceGateway(context),
    auditLog: new MemoryAuditLogGateway(context),
  };
}

export type MemoryOrganizationGateways = ReturnType<typeof memoryOrganizationGateways>;

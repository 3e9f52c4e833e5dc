import { ContainerModule, type ServiceIdentifier } from "inversify";
import { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AuditLogGateway } from "../../core/audit/audit-log-gateway.port.ts";
import { AuthGateway } from "../../core/auth/auth-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { BudgetAlertsGateway } from "../../core/budget-alerts/budget-alerts-gateway.port.ts";
import { OrganizationWebhookGateway } from "../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { ComplianceEvidenceGateway } from "../../core/compliance-evidence/compliance-evidence-gateway.port.ts";
import { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import { NotificationsGateway } from "../../core/notifications/notifications-gateway.port.ts";
import { ComplianceFilesGateway } from "../../core/organization/compliance-files-gateway.port.ts";
import { DepartmentUserApiKeysGateway } from "../../core/organization/department-user-api-keys-gateway.port.ts";
import { DepartmentUsersGateway } from "../../core/organization/department-users-gateway.port.ts";
import { DepartmentsGateway } from "../../core/organization/departments-gateway.port.ts";
import { GridNodesGateway } from "../../core/organization/grid-nodes-gateway.port.ts";
import { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import { OrganizationMembersGateway } from "../../core/organization/organization-members-gateway.port.ts";
import { OrganizationModelsGateway } from "../../core/organization/organization-models-gateway.port.ts";
import { OrganizationRequestsGateway } from "../../core/organization/organization-requests-gateway.port.ts";
import { OrganizationSettingsGateway } from "../../core/organization/organization-settings-gateway.port.ts";
import { RetentionGateway } from "../../core/retention/retention-gateway.port.ts";
import { AccessTokenSource } from "../../core/session/access-token-source.port.ts";
import { readTokenClaims } from "../../core/session/token-claims.ts";
import { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { UsageAnalyticsGateway } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { lazyMemoryGateways } from "../gateway-memory/lazy-memory-gateways.ts";
import { lazyPort } from "../gateway-memory/lazy-port.ts";
import {
  type LazyMemoryOrganizationGateways,
  lazyMemoryOrganizationGateways,
} from "../gateway-memory/organization/lazy-memory-organization-gateways.ts";

/** One organization database per container, shared by the organization ports. */
const MemoryOrganizationPorts: ServiceIdentifier<LazyMemoryOrganizationGateways> =
  Symbol("MemoryOrganizationPorts");
/** The other memory gateways, one set per container, sharing their seed data. */
const MemoryGatewaySet: ServiceIdentifier<ReturnType<typeof lazyMemoryGateways>> = Symbol("MemoryGatewaySet");

/** The gateway's calls answered in memory from seeded data: the memory profile and the tests. */
export function gatewayMemoryModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Each organization call is made as whoever is signed in, read from the session's token as the gateway would
    // (the composition root binds the token source; without one, as in some tests, as the demo owner).
    bind(MemoryOrganizationPorts)
      .toResolvedValue(
        (tokens?: AccessTokenSource) =>
          lazyMemoryOrganizationGateways(async () => {
            const token = await tokens?.freshAccessToken();
            return token ? readTokenClaims(token).email : null;
          }),
        [{ serviceIdentifier: AccessTokenSource, optional: true }],
      )
      .inSingletonScope();
    // Loaded with their seed data on the first call, not with the sign-in page. A playground request asked as a
    // department goes through the organization area (loaded then), as the gateway holds it to that department.
    bind(MemoryGatewaySet)
      .toResolvedValue(
        (organization: LazyMemoryOrganizationGateways) =>
          lazyMemoryGateways({
            askAsDepartment: (departmentId) => organization.askAsDepartment(departmentId),
            organizationContext: () => organization.context(),
          }),
        [MemoryOrganizationPorts],
      )
      .inSingletonScope();
    const memoryPort = <T>(
      port: ServiceIdentifier<T>,
      of: (gateways: ReturnType<typeof lazyMemoryGateways>) => T,
    ) => bind<T>(port).toResolvedValue(of, [MemoryGatewaySet]);
    memoryPort<AuthGateway>(AuthGateway, (gateways) => gateways.auth);
    memoryPort<SubscriptionGateway>(SubscriptionGateway, (gateways) => gateways.subscription);
    memoryPort<BillingGateway>(BillingGateway, (gateways) => gateways.billing);
    memoryPort<AvailableModelsGateway>(AvailableModelsGateway, (gateways) => gateways.availableModels);
    memoryPort<ApiKeysGateway>(ApiKeysGateway, (gateways) => gateways.apiKeys);
    memoryPort<UsageLogsGateway>(UsageLogsGateway, (gateways) => gateways.usageLogs);
    memoryPort<UsageAnalyticsGateway>(UsageAnalyticsGateway, (gateways) => gateways.usageAnalytics);
    memoryPort<ChatCompletionsGateway>(ChatCompletionsGateway, (gateways) => gateways.chatCompletions);
    memoryPort<FeedbackGateway>(FeedbackGateway, (gateways) => gateways.feedback);
    // The document is large and read by one page only: loaded when that page asks for it.
    bind(ApiDocumentGateway).toConstantValue(
      lazyPort(async () => {
        const { MemoryApiDocumentGateway } = await import(
          "../gateway-memory/api-document/memory-api-document-gateway.adapter.ts"
        );
        return new MemoryApiDocumentGateway();
      }),
    );
    const organizationPort = <T>(
      port: ServiceIdentifier<T>,
      of: (ports: LazyMemoryOrganizationGateways) => T,
    ) => bind<T>(port).toResolvedValue(of, [MemoryOrganizationPorts]);
    organizationPort<OrganizationGateway>(OrganizationGateway, (ports) => ports.organization);
    organizationPort<DepartmentsGateway>(DepartmentsGateway, (ports) => ports.departments);
    organizationPort<DepartmentUsersGateway>(DepartmentUsersGateway, (ports) => ports.departmentUsers);
    organizationPort<OrganizationMembersGateway>(OrganizationMembersGateway, (ports) => ports.members);
    organizationPort<DepartmentUserApiKeysGateway>(DepartmentUserApiKeysGateway, (ports) => ports.apiKeys);
    organizationPort<ComplianceFilesGateway>(ComplianceFilesGateway, (ports) => ports.files);
    organizationPort<OrganizationSettingsGateway>(OrganizationSettingsGateway, (ports) => ports.settings);
    organizationPort<OrganizationModelsGateway>(OrganizationModelsGateway, (ports) => ports.models);
    organizationPort<GridNodesGateway>(GridNodesGateway, (ports) => ports.gridNodes);
    organizationPort<OrganizationRequestsGateway>(OrganizationRequestsGateway, (ports) => ports.requests);
    organizationPort<NotificationsGateway>(NotificationsGateway, (ports) => ports.notifications);
    organizationPort<BudgetAlertsGateway>(BudgetAlertsGateway, (ports) => ports.budgetAlerts);
    organizationPort<OrganizationWebhookGateway>(OrganizationWebhookGateway, (ports) => ports.webhook);
    organizationPort<RetentionGateway>(RetentionGateway, (ports) => ports.retention);
    organizationPort<ComplianceEvidenceGateway>(ComplianceEvidenceGateway, (ports) => ports.evidence);
    organizationPort<AuditLogGateway>(AuditLogGateway, (ports) => ports.auditLog);
  });
}

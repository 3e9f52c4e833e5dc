import { ContainerModule } from "inversify";
import { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AuthGateway } from "../../core/auth/auth-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import { ComplianceFilesGateway } from "../../core/organization/compliance-files-gateway.port.ts";
import { DepartmentUserApiKeysGateway } from "../../core/organization/department-user-api-keys-gateway.port.ts";
import { DepartmentUsersGateway } from "../../core/organization/department-users-gateway.port.ts";
import { DepartmentsGateway } from "../../core/organization/departments-gateway.port.ts";
import { GridNodesGateway } from "../../core/organization/grid-nodes-gateway.port.ts";
import { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import { OrganizationMembersGateway } from "../../core/organization/organization-members-gateway.port.ts";
import { OrganizationModelsGateway } from "../../core/organization/organization-models-gateway.port.ts";
import { OrganizationRequestsGateway } from "../../core/organization/organization-requests-gateway.port.ts";
import { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { lazyMemoryGateways } from "../gateway-memory/lazy-memory-gateways.ts";
import { lazyPort } from "../gateway-memory/lazy-port.ts";
import { lazyMemoryOrganizationGateways } from "../gateway-memory/organization/lazy-memory-organization-gateways.ts";

/** The gateway's calls answered in memory from seeded data: the memory profile and the tests. */
export function gatewayMemoryModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Loaded with their seed data on the first call, not with the sign-in page.
    const gateways = lazyMemoryGateways();
    bind<AuthGateway>(AuthGateway).toConstantValue(gateways.auth);
    bind<SubscriptionGateway>(SubscriptionGateway).toConstantValue(gateways.subscription);
    bind<BillingGateway>(BillingGateway).toConstantValue(gateways.billing);
    bind<AvailableModelsGateway>(AvailableModelsGateway).toConstantValue(gateways.availableModels);
    bind<ApiKeysGateway>(ApiKeysGateway).toConstantValue(gateways.apiKeys);
    bind<UsageLogsGateway>(UsageLogsGateway).toConstantValue(gateways.usageLogs);
    bind<ChatCompletionsGateway>(ChatCompletionsGateway).toConstantValue(gateways.chatCompletions);
    // The document is large and read by one page only: loaded when that page asks for it.
    bind<ApiDocumentGateway>(ApiDocumentGateway).toConstantValue(
      lazyPort(async () => {
        const { MemoryApiDocumentGateway } = await import(
          "../gateway-memory/api-document/memory-api-document-gateway.adapter.ts"
        );
        return new MemoryApiDocumentGateway();
      }),
    );
    bind<FeedbackGateway>(FeedbackGateway).toConstantValue(gateways.feedback);
    const organization = lazyMemoryOrganizationGateways();
    bind<OrganizationGateway>(OrganizationGateway).toConstantValue(organization.organization);
    bind<DepartmentsGateway>(DepartmentsGateway).toConstantValue(organization.departments);
    bind<DepartmentUsersGateway>(DepartmentUsersGateway).toConstantValue(organization.departmentUsers);
    bind<OrganizationMembersGateway>(OrganizationMembersGateway).toConstantValue(organization.members);
    bind<DepartmentUserApiKeysGateway>(DepartmentUserApiKeysGateway).toConstantValue(organization.apiKeys);
    bind<ComplianceFilesGateway>(ComplianceFilesGateway).toConstantValue(organization.files);
    bind<OrganizationModelsGateway>(OrganizationModelsGateway).toConstantValue(organization.models);
    bind<GridNodesGateway>(GridNodesGateway).toConstantValue(organization.gridNodes);
    bind<OrganizationRequestsGateway>(OrganizationRequestsGateway).toConstantValue(organization.requests);
  });
}

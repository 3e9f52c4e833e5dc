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
import { ErrorNavigator } from "../../core/errors/error-navigator.port.ts";
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
import { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { UsageAnalyticsGateway } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { HttpApiDocumentGateway } from "../gateway-http/api-document/http-api-document-gateway.adapter.ts";
import { HttpApiKeysGateway } from "../gateway-http/api-keys/http-api-keys-gateway.adapter.ts";
import { HttpAuditLogGateway } from "../gateway-http/audit/http-audit-log-gateway.adapter.ts";
import { HttpAuthGateway } from "../gateway-http/auth/http-auth-gateway.adapter.ts";
import { HttpAvailableModelsGateway } from "../gateway-http/available-models/http-available-models-gateway.adapter.ts";
import { HttpBillingGateway } from "../gateway-http/billing/http-billing-gateway.adapter.ts";
import { HttpBudgetAlertsGateway } from "../gateway-http/budget-alerts/http-budget-alerts-gateway.adapter.ts";
import { HttpOrganizationWebhookGateway } from "../gateway-http/budget-alerts/http-organization-webhook-gateway.adapter.ts";
import { HttpChatCompletionsGateway } from "../gateway-http/chat-completions/http-chat-completions-gateway.adapter.ts";
import { HttpComplianceEvidenceGateway } from "../gateway-http/compliance-evidence/http-compliance-evidence-gateway.adapter.ts";
import { HttpFeedbackGateway } from "../gateway-http/feedback/http-feedback-gateway.adapter.ts";
import { GatewayHttpClient } from "../gateway-http/gateway-http-client.ts";
import { HttpNotificationsGateway } from "../gateway-http/notifications/http-notifications-gateway.adapter.ts";
import { HttpComplianceFilesGateway } from "../gateway-http/organization/http-compliance-files-gateway.adapter.ts";
import { HttpDepartmentUserApiKeysGateway } from "../gateway-http/organization/http-department-user-api-keys-gateway.adapter.ts";
import { HttpDepartmentUsersGateway } from "../gateway-http/organization/http-department-users-gateway.adapter.ts";
import { HttpDepartmentsGateway } from "../gateway-http/organization/http-departments-gateway.adapter.ts";
import { HttpGridNodesGateway } from "../gateway-http/organization/http-grid-nodes-gateway.adapter.ts";
import { HttpOrganizationGateway } from "../gateway-http/organization/http-organization-gateway.adapter.ts";
import { HttpOrganizationMembersGateway } from "../gateway-http/organization/http-organization-members-gateway.adapter.ts";
import { HttpOrganizationModelsGateway } from "../gateway-http/organization/http-organization-models-gateway.adapter.ts";
import { HttpOrganizationRequestsGateway } from "../gateway-http/organization/http-organization-requests-gateway.adapter.ts";
import { HttpOrganizationSettingsGateway } from "../gateway-http/organization/http-organization-settings-gateway.adapter.ts";
import { HttpRetentionGateway } from "../gateway-http/retention/http-retention-gateway.adapter.ts";
import { HttpSubscriptionGateway } from "../gateway-http/subscription/http-subscription-gateway.adapter.ts";
import { HttpUsageAnalyticsGateway } from "../gateway-http/usage-analytics/http-usage-analytics-gateway.adapter.ts";
import { HttpUsageLogsGateway } from "../gateway-http/usage-logs/http-usage-logs-gateway.adapter.ts";

export interface GatewayHttpModuleOptions {
  /** The API base: `apiBaseUrl(origins, window.location.host)` of core/gateway. */
  readonly baseUrl: string;
}

/**
 * The gateway's calls over HTTP (profiles `local` and `production`). Needs AccessTokenSource (identity adapters)
 * and ErrorNavigator (the shell) bound by the other modules.
 */
export function gatewayHttpModule(options: GatewayHttpModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(GatewayHttpClient)
      .toResolvedValue(
        (tokens: AccessTokenSource, errorNavigator: ErrorNavigator) =>
          new GatewayHttpClient({ baseUrl: options.baseUrl, tokens, errorNavigator }),
        [AccessTokenSource, ErrorNavigator],
      )
      .inSingletonScope();
    const overHttp = <T>(port: ServiceIdentifier<T>, adapter: (http: GatewayHttpClient) => T) =>
      bind<T>(port).toResolvedValue(adapter, [GatewayHttpClient]).inSingletonScope();

    overHttp<AuthGateway>(AuthGateway, (http) => new HttpAuthGateway(http));
    overHttp<SubscriptionGateway>(SubscriptionGateway, (http) => new HttpSubscriptionGateway(http));
    overHttp<BillingGateway>(BillingGateway, (http) => new HttpBillingGateway(http));
    overHttp<AvailableModelsGateway>(AvailableModelsGateway, (http) => new HttpAvailableModelsGateway(http));
    overHttp<ApiKeysGateway>(ApiKeysGateway, (http) => new HttpApiKeysGateway(http));
    overHttp<ChatCompletionsGateway>(ChatCompletionsGateway, (http) => new HttpChatCompletionsGateway(http));
    overHttp<UsageLogsGateway>(UsageLogsGateway, (http) => new HttpUsageLogsGateway(http));
    overHttp<UsageAnalyticsGateway>(UsageAnalyticsGateway, (http) => new HttpUsageAnalyticsGateway(http));
    overHttp<ApiDocumentGateway>(ApiDocumentGateway, (http) => new HttpApiDocumentGateway(http));
    overHttp<FeedbackGateway>(FeedbackGateway, (http) => new HttpFeedbackGateway(http));
    overHttp<OrganizationGateway>(OrganizationGateway, (http) => new HttpOrganizationGateway(http));
    overHttp<DepartmentsGateway>(DepartmentsGateway, (http) => new HttpDepartmentsGateway(http));
    overHttp<DepartmentUsersGateway>(DepartmentUsersGateway, (http) => new HttpDepartmentUsersGateway(http));
    overHttp<OrganizationMembersGateway>(
      OrganizationMembersGateway,
      (http) => new HttpOrganizationMembersGateway(http),
    );
    overHttp<DepartmentUserApiKeysGateway>(
      DepartmentUserApiKeysGateway,
      (http) => new HttpDepartmentUserApiKeysGateway(http),
    );
    overHttp<ComplianceFilesGateway>(ComplianceFilesGateway, (http) => new HttpComplianceFilesGateway(http));
    overHttp<OrganizationSettingsGateway>(
      OrganizationSettingsGateway,
      (http) => new HttpOrganizationSettingsGateway(http),
    );
    overHttp<OrganizationModelsGateway>(
      OrganizationModelsGateway,
      (http) => new HttpOrganizationModelsGateway(http),
    );
    overHttp<GridNodesGateway>(GridNodesGateway, (http) => new HttpGridNodesGateway(http));
    overHttp<OrganizationRequestsGateway>(
      OrganizationRequestsGateway,
      (http) => new HttpOrganizationRequestsGateway(http),
    );
    overHttp<NotificationsGateway>(NotificationsGateway, (http) => new HttpNotificationsGateway(http));
    overHttp<BudgetAlertsGateway>(BudgetAlertsGateway, (http) => new HttpBudgetAlertsGateway(http));
    overHttp<OrganizationWebhookGateway>(
      OrganizationWebhookGateway,
      (http) => new HttpOrganizationWebhookGateway(http),
    );
    overHttp<RetentionGateway>(RetentionGateway, (http) => new HttpRetentionGateway(http));
    overHttp<ComplianceEvidenceGateway>(
      ComplianceEvidenceGateway,
      (http) => new HttpComplianceEvidenceGateway(http),
    );
    overHttp<AuditLogGateway>(AuditLogGateway, (http) => new HttpAuditLogGateway(http));
  });
}

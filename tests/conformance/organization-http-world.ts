import { HttpAuditLogGateway } from "../../adapters/gateway-http/audit/http-audit-log-gateway.adapter.ts";
import { HttpBudgetAlertsGateway } from "../../adapters/gateway-http/budget-alerts/http-budget-alerts-gateway.adapter.ts";
import { HttpOrganizationWebhookGateway } from "../../adapters/gateway-http/budget-alerts/http-organization-webhook-gateway.adapter.ts";
import { testClient } from "../../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import { HttpComplianceFilesGateway } from "../../adapters/gateway-http/organization/http-compliance-files-gateway.adapter.ts";
import { HttpDepartmentUserApiKeysGateway } from "../../adapters/gateway-http/organization/http-department-user-api-keys-gateway.adapter.ts";
import { HttpDepartmentUsersGateway } from "../../adapters/gateway-http/organization/http-department-users-gateway.adapter.ts";
import { HttpDepartmentsGateway } from "../../adapters/gateway-http/organization/http-departments-gateway.adapter.ts";
import { HttpGridNodesGateway } from "../../adapters/gateway-http/organization/http-grid-nodes-gateway.adapter.ts";
import { HttpOrganizationGateway } from "../../adapters/gateway-http/organization/http-organization-gateway.adapter.ts";
import { HttpOrganizationMembersGateway } from "../../adapters/gateway-http/organization/http-organization-members-gateway.adapter.ts";
import { HttpOrganizationModelsGateway } from "../../adapters/gateway-http/organization/http-organization-models-gateway.adapter.ts";
import { HttpOrganizationRequestsGateway } from "../../adapters/gateway-http/organization/http-organization-requests-gateway.adapter.ts";
import { HttpOrganizationSettingsGateway } from "../../adapters/gateway-http/organization/http-organization-settings-gateway.adapter.ts";
import { HttpRetentionGateway } from "../../adapters/gateway-http/retention/http-retention-gateway.adapter.ts";
import { subscribeWithLimits } from "../../gateway/organization/seed/team-tier.seed.ts";
import { gatewayWithPeople } from "../../gateway/organization/testing/organization-suite.test-helper.ts";
import {
  PERSONAS,
  SEEDED,
  seedOrganizationFor,
} from "../../gateway/organization/testing/seeded-organization.test-helper.ts";
import type { OrganizationWorld, OrganizationWorldFactory, Persona } from "./organization-world.ts";

/**
 * The organization world over HTTP: the real HTTP adapters against a reference gateway seeded like the demo
 * organization, each persona a real account of the Auth emulator. Call it at the top of a test file; every
 * `arrange()` empties the database and seeds the world again.
 */
export function httpOrganizationWorld(): OrganizationWorldFactory {
  const suite = gatewayWithPeople();
  const { people } = suite;

  return async () => {
    const { gateway } = suite;
    await seedOrganizationFor(gateway, people);
    let actor: Persona = "owner";
    const { client } = testClient(gateway.apiUrl, {
      tokens: { freshAccessToken: async () => people[actor].idToken },
    });
    const world: OrganizationWorld = {
      gateways: {
        organization: new HttpOrganizationGateway(client),
        departments: new HttpDepartmentsGateway(client),
        departmentUsers: new HttpDepartmentUsersGateway(client),
        members: new HttpOrganizationMembersGateway(client),
        apiKeys: new HttpDepartmentUserApiKeysGateway(client),
        files: new HttpComplianceFilesGateway(client),
        settings: new HttpOrganizationSettingsGateway(client),
        models: new HttpOrganizationModelsGateway(client),
        gridNodes: new HttpGridNodesGateway(client),
        requests: new HttpOrganizationRequestsGateway(client),
        budgetAlerts: new HttpBudgetAlertsGateway(client),
        webhook: new HttpOrganizationWebhookGateway(client),
        retention: new HttpRetentionGateway(client),
        auditLog: new HttpAuditLogGateway(client),
      },
      organizationId: SEEDED.organizationId,
      departmentId: SEEDED.departmentId,
      otherDepartmentId: SEEDED.otherDepartmentId,
      people: Object.fromEntries(
        PERSONAS.map((persona) => [persona, { id: people[persona].uid, email: people[persona].email }]),
      ) as OrganizationWorld["people"],
      gridNodeId: "node-se3",
      availableModelId: "model-gpt-4o",
      actAs: (persona) => {
        actor = persona;
      },
      setOwnerTier: (limits) => subscribeWithLimits(gateway.db, gateway.deps.clock, people.owner.uid, limits),
      now: () => gateway.deps.clock.now(),
    };
    return world;
  };
}

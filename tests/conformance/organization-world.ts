import { expect } from "vitest";
import type { AuditLogGateway } from "../../core/audit/audit-log-gateway.port.ts";
import type { BudgetAlertsGateway } from "../../core/budget-alerts/budget-alerts-gateway.port.ts";
import type { OrganizationWebhookGateway } from "../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { ComplianceFilesGateway } from "../../core/organization/compliance-files-gateway.port.ts";
import type { DepartmentUserApiKeysGateway } from "../../core/organization/department-user-api-keys-gateway.port.ts";
import type { DepartmentUsersGateway } from "../../core/organization/department-users-gateway.port.ts";
import type { DepartmentsGateway } from "../../core/organization/departments-gateway.port.ts";
import type { GridNodesGateway } from "../../core/organization/grid-nodes-gateway.port.ts";
import type { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import type { OrganizationMembersGateway } from "../../core/organization/organization-members-gateway.port.ts";
import type { OrganizationModelsGateway } from "../../core/organization/organization-models-gateway.port.ts";
import type { OrganizationRequestsGateway } from "../../core/organization/organization-requests-gateway.port.ts";
import type { OrganizationSettingsGateway } from "../../core/organization/organization-settings-gateway.port.ts";
import type { TeamLimits } from "../../core/organization/team-limits.ts";
import type { RetentionGateway } from "../../core/retention/retention-gateway.port.ts";

/** Every port of the organization area, as one adapter family implements them. */
export interface OrganizationGateways {
  readonly organization: OrganizationGateway;
  readonly departments: DepartmentsGateway;
  readonly departmentUsers: DepartmentUsersGateway;
  readonly members: OrganizationMembersGateway;
  readonly apiKeys: DepartmentUserApiKeysGateway;
  readonly files: ComplianceFilesGateway;
  readonly models: OrganizationModelsGateway;
  readonly gridNodes: GridNodesGateway;
  readonly requests: OrganizationRequestsGateway;
  readonly settings: OrganizationSettingsGateway;
  readonly budgetAlerts: BudgetAlertsGateway;
  readonly webhook: OrganizationWebhookGateway;
  readonly retention: RetentionGateway;
  readonly auditLog: AuditLogGateway;
}

/**
 * The people a conformance suite acts as. `departmentAdmin` runs the world's department, where `member` is a
 * MEMBER; `otherDepartmentAdmin` runs the other department, which neither of them belongs to. `newcomer` has a
 * tier with organizations but none yet; `outsider` is on a tier without them.
 */
export type Persona =
  | "owner"
  | "superAdmin"
  | "departmentAdmin"
  | "member"
  | "otherDepartmentAdmin"
  | "newcomer"
  | "outsider";

export interface Person {
  readonly id: string;
  readonly email: string;
}

/**
 * What a conformance suite needs from the adapter under test: the gateways and a freshly seeded organization
 * around them. The memory run builds it from the memory seed; the HTTP run (later) from the reference gateway,
 * seeded with the same shape: an ACTIVE organization with at least these two departments (the department's
 * GDPR, HIPAA and piiEntities not set by a role above ADMIN), the department's member holding an API key and
 * having sent requests with it, an organization model assigned to the department, a grid node, and a gateway
 * model the organization has not added yet.
 */
export interface OrganizationWorld {
  readonly gateways: OrganizationGateways;
  readonly organizationId: string;
  readonly departmentId: string;
  readonly otherDepartmentId: string;
  readonly people: Readonly<Record<Persona, Person>>;
  readonly gridNodeId: string;
  /** The internal id of a gateway model that is not among the organization's models. */
  readonly availableModelId: string;
  /** Makes the next calls as this person. */
  actAs(persona: Persona): void;
  /** Gives the organization owner's tier these limits. */
  setOwnerTier(limits: TeamLimits): Promise<void>;
  /** The adapter's clock, for what depends on the date (a department's spend this month). */
  now(): number;
}

export type OrganizationWorldFactory = () => Promise<OrganizationWorld>;

/** The call was refused with this status and, when given, with messages including these. */
export async function expectRefusal(
  call: Promise<unknown>,
  status: number,
  ...messages: string[]
): Promise<void> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, "the call should have been refused").toBeInstanceOf(GatewayError);
  expect((error as GatewayError).status).toBe(status);
  if (messages.length > 0)
    expect((error as GatewayError).serverMessages).toEqual(expect.arrayContaining(messages));
}

export const TEAM_TIER: TeamLimits = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 50 };

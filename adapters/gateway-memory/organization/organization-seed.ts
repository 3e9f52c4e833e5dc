import { unlimitedKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { ComplianceFileStatus } from "../../../core/organization/compliance-file-status.ts";
import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { emissionOf } from "../../../core/organization/model-rules.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import { policyChunks } from "../../../core/organization/policy-chunks.ts";
import type { TeamLimits } from "../../../core/organization/team-limits.ts";
import { DEMO_CATALOGUE, DEMO_PROVIDERS, type DemoCatalogueModel } from "../../../demo/demo-catalogue.ts";
import { DEMO_GRID_NODES } from "../../../demo/demo-grid-nodes.ts";
import { demoDepartmentKeyId } from "../../../demo/demo-keys.ts";
import {
  DEMO_DEPARTMENTS,
  DEMO_MEMBERSHIPS,
  DEMO_ORGANIZATION,
  DEMO_POLICY_FILES,
  DEMO_SETTINGS_CHANGED_DAYS_AGO,
  demoPolicyFilePath,
} from "../../../demo/demo-organization.ts";
import { DEMO_AVAILABLE_MODELS, DEMO_CUSTOM_MODELS } from "../../../demo/demo-organization-models.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { DEMO_POLICY_TEXTS } from "../../../demo/demo-policy-texts.ts";
import { systemClock } from "../memory-clock.ts";
import type { OrganizationSeed } from "./organization-database.ts";
import type {
  AccountRow,
  ApiKeyRow,
  CatalogueModelRow,
  DepartmentRow,
  DepartmentUserRow,
  GridNodeRow,
  OrganizationModelRow,
} from "./organization-rows.ts";
import { newDepartmentRow } from "./organization-rows.ts";
import { type ServingModel, seededRequests } from "./seeded-requests.ts";

const TEAM_TIER: TeamLimits = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 25 };
const FREE_TIER: TeamLimits = { organizationEnabled: false, teamEnabled: false, maxTeamMembers: 1 };

const DAY = 86_400_000;

/**
 * The demo organization (demo/demo-organization.ts, which the reference gateway's demo seeds too) and the gateway
 * data around it, dated relative to `now` so the demo always looks recent.
 */
export function demoOrganizationSeed(clock: Clock = systemClock): OrganizationSeed {
  const now = clock.now();
  const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
  const org = DEMO_ORGANIZATION.id;
  const p = DEMO_PEOPLE;

  const accounts: AccountRow[] = Object.values(p).map((person) => ({
    ...person,
    teamLimits: person.id === p.outsider.id ? FREE_TIER : TEAM_TIER,
  }));

  const departments: DepartmentRow[] = DEMO_DEPARTMENTS.map((department) => ({
    ...newDepartmentRow({
      id: department.id,
      organizationId: org,
      name: department.name,
      description: department.description,
      createdAt: daysAgo(department.createdDaysAgo),
      updatedAt: daysAgo(DEMO_SETTINGS_CHANGED_DAYS_AGO),
    }),
    ...Object.fromEntries(
      COMPLIANCE_FRAMEWORKS.map((framework) => [framework, department.frameworks.includes(framework)]),
    ),
    PIIAndSensitive: department.piiHandling,
    piiEntities: [...department.piiEntities],
    monthlyBudgetInDollar: department.monthlyBudgetInDollar,
    dataResidency: department.dataResidency,
    lastModifiedByRole: department.lastModifiedByRole,
    modelIds: [...department.models],
  }));

  const departmentUsers: DepartmentUserRow[] = DEMO_MEMBERSHIPS.map((membership, index) => ({
    id: `du-${index + 1}`,
    organizationId: org,
    departmentId: membership.departmentId,
    userId: p[membership.person].id,
    role: membership.role,
    createdAt: daysAgo(membership.joinedDaysAgo),
    updatedAt: daysAgo(membership.joinedDaysAgo),
  }));

  // One key each, made the day they joined by the person holding it, without limits; its masked value is fixed so
  // the demo reads the same on every start (no secret is kept).
  const apiKeys: ApiKeyRow[] = departmentUsers.map((row, index) => ({
    ...unlimitedKeySettings(
      `${DEMO_DEPARTMENTS.find((department) => department.id === row.departmentId)?.name ?? "Department"} key`,
    ),
    id: demoDepartmentKeyId(row.departmentId, row.userId),
    departmentUserId: row.id,
    value: maskApiKey(`mrd-${(0x5eed00 + index * 7919).toString(16)}${"0".repeat(34)}`),
    createdAt: row.createdAt,
    createdBy: accounts.find((account) => account.id === row.userId)?.email ?? null,
    revokedAt: null,
    previousSecretUntil: null,
  }));

  const gridNodes: GridNodeRow[] = DEMO_GRID_NODES.map((node) => ({
    ...node,
    updatable: true,
    lastUpdatedAt: daysAgo(0.02),
  }));
  const gridNode = (id: string) => gridNodes.find((node) => node.id === id) ?? null;

  const catalogue: CatalogueModelRow[] = DEMO_CATALOGUE.map((model) => ({
    id: `model-${model.name}`,
    name: model.name,
    provider: DEMO_PROVIDERS.find((provider) => provider.id === model.provider)?.name ?? model.developer,
    region: gridNode(model.gridNode)?.region ?? null,
    gridNodeId: model.gridNode,
    internalModel: null,
  }));

  const unpriced = { tokenInPricePerMillionTokens: null, tokenOutPricePerMillionTokens: null };
  const models: OrganizationModelRow[] = [
    ...DEMO_AVAILABLE_MODELS.map((model): OrganizationModelRow => {
      const entry = catalogue.find((found) => found.name === model.model) as CatalogueModelRow;
      return {
        id: model.id,
        organizationId: org,
        internalId: entry.id,
        name: entry.name,
        dedicatedUrl: null,
        customModelApikey: null,
        type: OrganizationModelType.AVAILABLE,
        provider: entry.provider,
        accessType: ModelAccessType.PUBLIC,
        configXml: null,
        node: null,
        internalModel: null,
        region: entry.region,
        gridNodeId: entry.gridNodeId,
        emission: emissionOf(entry.gridNodeId ? gridNode(entry.gridNodeId) : null),
        lastModifyRole: model.addedBy,
        ...unpriced,
        createdAt: daysAgo(model.addedDaysAgo),
        updatedAt: daysAgo(model.addedDaysAgo),
      };
    }),
    ...DEMO_CUSTOM_MODELS.map(
      ({ prices, addedDaysAgo, changedDaysAgo, ...model }): OrganizationModelRow => ({
        ...model,
        organizationId: org,
        internalId: null,
        type: OrganizationModelType.CUSTOM,
        internalModel: null,
        emission: emissionOf(gridNode(model.gridNodeId)),
        ...(prices
          ? { tokenInPricePerMillionTokens: prices[0], tokenOutPricePerMillionTokens: prices[1] }
          : unpriced),
        createdAt: daysAgo(addedDaysAgo),
        updatedAt: daysAgo(changedDaysAgo),
      }),
    ),
  ];

  // The organization's requests are served by the catalogue models it offers.
  const serving: ServingModel[] = DEMO_AVAILABLE_MODELS.map(({ model: name }) => {
    const model = DEMO_CATALOGUE.find((entry) => entry.name === name) as DemoCatalogueModel;
    return {
      model: name,
      priceIn: model.prices.input,
      priceOut: model.prices.output,
      energyWhPerThousandTokens: model.energyWhPerThousandTokens,
      renewablePercentage: gridNode(model.gridNode)?.renewablePercentage ?? null,
    };
  });

  const superAdmin = p[DEMO_ORGANIZATION.superAdmin.person];
  return {
    accounts,
    organizations: [
      {
        id: org,
        name: DEMO_ORGANIZATION.name,
        status: OrganizationStatus.ACTIVE,
        email: p.owner.email,
        phone: DEMO_ORGANIZATION.phone,
        ownerId: p.owner.id,
        createdAt: daysAgo(DEMO_ORGANIZATION.createdDaysAgo),
      },
    ],
    superAdmins: [
      {
        id: "admin-owner",
        organizationId: org,
        userId: p.owner.id,
        email: p.owner.email,
        phone: DEMO_ORGANIZATION.phone,
        role: OrganizationRole.OWNER,
      },
      {
        id: `admin-${superAdmin.id}`,
        organizationId: org,
        userId: superAdmin.id,
        email: superAdmin.email,
        phone: DEMO_ORGANIZATION.superAdmin.phone,
        role: OrganizationRole.SUPER_ADMIN,
      },
    ],
    departments,
    departmentUsers,
    apiKeys,
    files: DEMO_POLICY_FILES.map((policy) => {
      const text = DEMO_POLICY_TEXTS[policy.id] ?? "";
      return {
        id: policy.id,
        departmentId: policy.departmentId,
        name: policy.name,
        filePath: demoPolicyFilePath(org, policy),
        status: ComplianceFileStatus.INDEXED,
        statusReason: null,
        sizeBytes: new TextEncoder().encode(text).length,
        // Counted from the text the library reads and embeds with the starting model (memory-policy-library.ts).
        chunks: policyChunks(text).length,
        embeddings: policyChunks(text).length,
        lastModifiedByRole: policy.lastModifiedByRole,
        createdAt: daysAgo(policy.createdDaysAgo),
      };
    }),
    gridNodes,
    catalogue,
    models,
    requests: seededRequests(org, departmentUsers, apiKeys, serving, now, departments),
    piiEntities: [...PII_ENTITIES],
    actorId: p.owner.id,
  };
}

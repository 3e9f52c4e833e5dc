import type { Clock } from "../../../core/clock/clock.port.ts";
import { ComplianceFramework } from "../../../core/organization/compliance-framework.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import { emissionOf } from "../../../core/organization/model-rules.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import type { TeamLimits } from "../../../core/organization/team-limits.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { AVAILABLE_MODELS_SEED } from "../available-models/available-models.seed.ts";
import { systemClock } from "../memory-clock.ts";
import type { OrganizationSeed } from "./organization-database.ts";
import type {
  AccountRow,
  ApiKeyRow,
  CatalogueModelRow,
  ComplianceFileRow,
  DepartmentRow,
  DepartmentUserRow,
  GridNodeRow,
  OrganizationModelRow,
} from "./organization-rows.ts";
import { newDepartmentRow } from "./organization-rows.ts";
import { seededRequests } from "./seeded-requests.ts";

export const DEMO_ORGANIZATION_ID = "org-meridian-demo";
export const DEMO_ORGANIZATION_NAME = "Meridian Demo Org";

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN, MEMBER } = DepartmentRole;

const TEAM_TIER: TeamLimits = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 25 };
const FREE_TIER: TeamLimits = { organizationEnabled: false, teamEnabled: false, maxTeamMembers: 1 };

export const DEMO_DEPARTMENTS = {
  research: "dep-research",
  support: "dep-support",
  finance: "dep-finance",
  marketing: "dep-marketing",
} as const;

const DAY = 86_400_000;

/** Where the gateway runs each provider's models, for the region and grid node of AVAILABLE models. */
const PLACEMENT: Record<string, Pick<CatalogueModelRow, "region" | "gridNodeId">> = {
  OpenAI: { region: "US", gridNodeId: "node-us-pjm-dom" },
  Anthropic: { region: "US", gridNodeId: "node-us-caiso-sp15" },
  "Mistral AI": { region: "EU", gridNodeId: "node-eu-fr-paris" },
};

/** The demo organization and the gateway data around it, dated relative to `now` so the demo always looks recent. */
export function demoOrganizationSeed(clock: Clock = systemClock): OrganizationSeed {
  const now = clock.now();
  const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
  const org = DEMO_ORGANIZATION_ID;
  const p = DEMO_PEOPLE;
  const d = DEMO_DEPARTMENTS;

  const accounts: AccountRow[] = Object.values(p).map((person) => ({
    ...person,
    teamLimits: person.id === p.outsider.id ? FREE_TIER : TEAM_TIER,
  }));

  const department = (
    id: string,
    name: string,
    description: string,
    settings: Partial<DepartmentRow>,
    modelIds: string[],
    createdDaysAgo: number,
  ): DepartmentRow => ({
    ...newDepartmentRow({
      id,
      organizationId: org,
      name,
      description,
      createdAt: daysAgo(createdDaysAgo),
      updatedAt: daysAgo(Math.max(1, createdDaysAgo - 20)),
    }),
    modelIds,
    ...settings,
  });

  const departments: DepartmentRow[] = [
    department(
      d.research,
      "Research",
      "Model evaluation, fine-tuning experiments and applied ML research.",
      {
        SOC2: true,
        ISO42001: true,
        EU_AI_ACT: true,
        AI_RMF: true,
        PIIAndSensitive: PiiHandling.PSEUDONYMIZE,
        piiEntities: ["PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER"],
        monthlyBudgetInDollar: 2500,
        lastModifiedByRole: {
          [ComplianceFramework.SOC2]: OWNER,
          [ComplianceFramework.ISO42001]: SUPER_ADMIN,
          [ComplianceFramework.EU_AI_ACT]: SUPER_ADMIN,
          [ComplianceFramework.AI_RMF]: ADMIN,
          PIIAndSensitive: ADMIN,
          piiEntities: ADMIN,
          monthlyBudgetInDollar: SUPER_ADMIN,
        },
      },
      ["om-gpt-4o-mini", "om-llama-70b", "om-research-qwen"],
      180,
    ),
    department(
      d.support,
      "Customer Support",
      "Assistant drafts for support tickets and knowledge-base answers.",
      {
        SOC2: true,
        GDPR: true,
        PIIAndSensitive: PiiHandling.ANONYMIZE,
        piiEntities: ["PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "LOCATION"],
        monthlyBudgetInDollar: 1200,
        dataResidency: DataResidency.US,
        lastModifiedByRole: {
          [ComplianceFramework.SOC2]: OWNER,
          [ComplianceFramework.GDPR]: SUPER_ADMIN,
          PIIAndSensitive: SUPER_ADMIN,
          piiEntities: ADMIN,
          monthlyBudgetInDollar: ADMIN,
          dataResidency: SUPER_ADMIN,
        },
      },
      ["om-gpt-4o-mini", "om-support-phi"],
      150,
    ),
    department(
      d.finance,
      "Finance",
      "Invoice reconciliation, forecasting notes and audit preparation.",
      {
        SOC2: true,
        GDPR: true,
        DORA: true,
        PIIAndSensitive: PiiHandling.ANONYMIZE,
        piiEntities: ["CREDIT_CARD", "IBAN_CODE", "US_BANK_NUMBER", "US_SSN", "EMAIL_ADDRESS"],
        monthlyBudgetInDollar: 800,
        dataResidency: DataResidency.EU,
        lastModifiedByRole: {
          [ComplianceFramework.SOC2]: OWNER,
          [ComplianceFramework.GDPR]: OWNER,
          [ComplianceFramework.DORA]: OWNER,
          PIIAndSensitive: SUPER_ADMIN,
          piiEntities: SUPER_ADMIN,
          monthlyBudgetInDollar: ADMIN,
          dataResidency: OWNER,
        },
      },
      ["om-llama-70b", "om-mistral-large"],
      120,
    ),
    department(
      d.marketing,
      "Marketing",
      "Campaign copy and social media drafts.",
      {},
      ["om-gpt-4o-mini"],
      30,
    ),
  ];

  let membership = 0;
  const member = (userId: string, departmentId: string, role: DepartmentRole, joinedDaysAgo: number) => {
    membership += 1;
    return {
      id: `du-${membership}`,
      organizationId: org,
      departmentId,
      userId,
      role,
      createdAt: daysAgo(joinedDaysAgo),
      updatedAt: daysAgo(Math.max(1, joinedDaysAgo - 10)),
    } satisfies DepartmentUserRow;
  };
  const departmentUsers: DepartmentUserRow[] = [
    member(p.researchAdmin.id, d.research, ADMIN, 170),
    member(p.researcher.id, d.research, MEMBER, 140),
    member(p.financeAdmin.id, d.research, MEMBER, 90),
    member(p.supportAdmin.id, d.support, ADMIN, 148),
    member(p.supportAgent.id, d.support, MEMBER, 120),
    member(p.financeAdmin.id, d.finance, ADMIN, 118),
    member(p.analyst.id, d.finance, MEMBER, 75),
  ];

  const apiKeys: ApiKeyRow[] = departmentUsers.flatMap((row, index) =>
    Array.from({ length: index % 3 === 0 ? 2 : 1 }, (_, k) => ({
      id: `key-${row.id}-${k + 1}`,
      departmentUserId: row.id,
      value: `mrd-${row.departmentId.slice(4)}-${(0x5eed00 + index * 7919 + k * 104729).toString(16)}${"0".repeat(24)}`,
      createdAt: daysAgo(60 - index * 3 - k * 20),
    })),
  );

  const file = (
    id: string,
    departmentId: string,
    name: string,
    chunks: number,
    lastModifiedByRole: ComplianceFileRow["lastModifiedByRole"],
    createdDaysAgo: number,
  ): ComplianceFileRow => ({
    id,
    departmentId,
    name,
    filePath: `organizations/${org}/departments/${departmentId}/${id}-${name}.pdf`,
    chunks,
    embeddings: chunks,
    lastModifiedByRole,
    createdAt: daysAgo(createdDaysAgo),
  });
  const files: ComplianceFileRow[] = [
    file("file-ai-use", d.research, "AI-Acceptable-Use-Policy", 42, SUPER_ADMIN, 160),
    file("file-model-cards", d.research, "Model-Card-Requirements", 18, ADMIN, 64),
    file("file-support-data", d.support, "Customer-Data-Handling", 27, ADMIN, 140),
    file("file-gdpr-dpa", d.support, "GDPR-Data-Processing-Addendum", 55, OWNER, 132),
    file("file-dora", d.finance, "DORA-ICT-Risk-Framework", 73, OWNER, 110),
    file("file-expenses", d.finance, "Expense-Approval-Policy", 12, ADMIN, 45),
  ];

  const node = (
    id: string,
    region: string,
    name: string,
    location: string,
    lmp: number,
    renewablePercentage: number,
    updatable = true,
  ): GridNodeRow => ({
    id,
    region,
    name,
    location,
    lmp,
    renewablePercentage,
    updatable,
    lastUpdatedAt: daysAgo(0.02),
  });
  const gridNodes: GridNodeRow[] = [
    node("node-us-caiso-sp15", "US", "SP15", "Los Angeles, California (CAISO)", 38.42, 61.37),
    node("node-us-ercot-houston", "US", "HB_HOUSTON", "Houston, Texas (ERCOT)", 27.15, 31.82),
    node("node-us-pjm-dom", "US", "DOM", "Ashburn, Virginia (PJM)", 45.9, 22.4),
    node("node-us-miso-minn", "US", "MINN.HUB", "Minneapolis, Minnesota (MISO)", 24.6, 48.13),
    node("node-ca-ieso-toronto", "CA", "TORONTO", "Toronto, Ontario (IESO)", 31.07, 93.2),
    node("node-ca-hq-montreal", "CA", "MONTREAL", "Montréal, Québec (Hydro-Québec)", 22.5, 99.41, false),
    node("node-ca-aeso-calgary", "CA", "CALGARY", "Calgary, Alberta (AESO)", 58.3, 18.9),
    node("node-eu-de-frankfurt", "EU", "DE-LU", "Frankfurt, Germany (EPEX)", 86.4, 56.8),
    node("node-eu-se-stockholm", "EU", "SE3", "Stockholm, Sweden (Nord Pool)", 41.2, 97.65),
    node("node-eu-ie-dublin", "EU", "IE-SEM", "Dublin, Ireland (SEM)", 112.7, 42.3),
    node("node-eu-fr-paris", "EU", "FR", "Paris, France (EPEX)", 73.1, 27.4),
  ];
  const renewable = (id: string | null) => emissionOf(gridNodes.find((n) => n.id === id) ?? null);

  const llamaMetrics = {
    id: "im-llama-3-1-70b",
    name: "llama-3.1-70b-instruct",
    tokensPerSecondIn: 2850,
    tokensPerSecondOut: 42,
    gpuUtilizationIn: 0.61,
    gpuUtilizationOut: 0.78,
    tokenInElectricityCost: 0.000000021,
    tokenOutElectricityCost: 0.00000134,
  };
  const catalogue: CatalogueModelRow[] = [
    ...AVAILABLE_MODELS_SEED.map((model) => ({
      id: model.id,
      name: model.systemName,
      provider: model.provider?.name ?? model.developer ?? "Unknown",
      ...(PLACEMENT[model.provider?.name ?? ""] ?? { region: null, gridNodeId: null }),
      internalModel: null,
    })),
    // Served on the gateway's own GPUs, which is why the gateway measures it.
    {
      id: "model-llama-3.1-70b-instruct",
      name: "llama-3.1-70b-instruct",
      provider: "Meridian",
      region: "CA",
      gridNodeId: "node-ca-hq-montreal",
      internalModel: llamaMetrics,
    },
  ];

  const available = (
    id: string,
    internalId: string,
    createdDaysAgo: number,
    by: OrganizationModelRow["lastModifyRole"],
  ) => {
    const entry = catalogue.find((model) => model.id === internalId) as CatalogueModelRow;
    return {
      id,
      organizationId: org,
      internalId,
      name: entry.name,
      dedicatedUrl: null,
      customModelApikey: null,
      type: OrganizationModelType.AVAILABLE,
      provider: entry.provider,
      accessType: ModelAccessType.PUBLIC,
      configXml: null,
      node: null,
      internalModel: entry.internalModel,
      region: entry.region,
      gridNodeId: entry.gridNodeId,
      emission: renewable(entry.gridNodeId),
      lastModifyRole: by,
      tokenInPricePerMillionTokens: null,
      tokenOutPricePerMillionTokens: null,
      createdAt: daysAgo(createdDaysAgo),
      updatedAt: daysAgo(createdDaysAgo),
    } satisfies OrganizationModelRow;
  };
  const models: OrganizationModelRow[] = [
    available("om-gpt-4o-mini", "model-gpt-4o-mini", 175, SUPER_ADMIN),
    available("om-llama-70b", "model-llama-3.1-70b-instruct", 170, OWNER),
    available("om-mistral-large", "model-mistral-large", 100, SUPER_ADMIN),
    {
      id: "om-research-qwen",
      organizationId: org,
      internalId: null,
      name: "qwen2.5-72b-research",
      dedicatedUrl: "https://llm.research.meridian.example/v1",
      customModelApikey: "rsk-qwen-research-7f3c91d2",
      type: OrganizationModelType.CUSTOM,
      provider: "vLLM",
      accessType: ModelAccessType.PRIVATE,
      configXml: "<model><maxTokens>8192</maxTokens><quantization>fp8</quantization></model>",
      node: "gpu-se3-07",
      internalModel: null,
      region: "EU",
      gridNodeId: "node-eu-se-stockholm",
      emission: renewable("node-eu-se-stockholm"),
      lastModifyRole: SUPER_ADMIN,
      tokenInPricePerMillionTokens: 0.4,
      tokenOutPricePerMillionTokens: 1.2,
      createdAt: daysAgo(95),
      updatedAt: daysAgo(40),
    },
    {
      id: "om-support-phi",
      organizationId: org,
      internalId: null,
      name: "phi-3.5-mini-support",
      dedicatedUrl: "https://edge.support.meridian.example/v1",
      customModelApikey: "osk-support-phi-20b4",
      type: OrganizationModelType.CUSTOM,
      provider: "Ollama",
      accessType: ModelAccessType.PUBLIC,
      configXml: null,
      node: "edge-us-west-2",
      internalModel: null,
      region: "US",
      gridNodeId: "node-us-caiso-sp15",
      emission: renewable("node-us-caiso-sp15"),
      lastModifyRole: ADMIN,
      tokenInPricePerMillionTokens: null,
      tokenOutPricePerMillionTokens: null,
      createdAt: daysAgo(70),
      updatedAt: daysAgo(70),
    },
  ];

  return {
    accounts,
    organizations: [
      {
        id: org,
        name: DEMO_ORGANIZATION_NAME,
        status: OrganizationStatus.ACTIVE,
        email: p.owner.email,
        phone: "+14155550142",
        ownerId: p.owner.id,
        createdAt: daysAgo(190),
        activities: [
          {
            type: "ORGANIZATION_APPROVED",
            description: `${DEMO_ORGANIZATION_NAME} was approved`,
            createdAt: daysAgo(188),
          },
          { type: "DEPARTMENT_CREATED", description: "Marketing was created", createdAt: daysAgo(30) },
          {
            type: "POLICY_UPLOADED",
            description: "Expense-Approval-Policy was added to Finance",
            createdAt: daysAgo(45),
          },
          { type: "MODEL_ADDED", description: "mistral-large was added", createdAt: daysAgo(100) },
          { type: "USER_INVITED", description: `${p.analyst.email} joined Finance`, createdAt: daysAgo(75) },
          {
            type: "SETTINGS_CHANGED",
            description: "Research's monthly budget was raised to $2,500",
            createdAt: daysAgo(6),
          },
        ],
      },
    ],
    superAdmins: [
      {
        id: "admin-owner",
        organizationId: org,
        userId: p.owner.id,
        email: p.owner.email,
        phone: "+14155550142",
        role: OWNER,
      },
      {
        id: "admin-priya",
        organizationId: org,
        userId: p.superAdmin.id,
        email: p.superAdmin.email,
        phone: "+16135550187",
        role: SUPER_ADMIN,
      },
    ],
    departments,
    departmentUsers,
    apiKeys,
    files,
    gridNodes,
    catalogue,
    models,
    requests: seededRequests(org, departmentUsers, apiKeys, now),
    piiEntities: [
      "PERSON",
      "EMAIL_ADDRESS",
      "PHONE_NUMBER",
      "CREDIT_CARD",
      "IBAN_CODE",
      "US_BANK_NUMBER",
      "US_SSN",
      "US_PASSPORT",
      "IP_ADDRESS",
      "LOCATION",
      "DATE_TIME",
      "MEDICAL_LICENSE",
      "URL",
    ],
    actorId: p.owner.id,
  };
}

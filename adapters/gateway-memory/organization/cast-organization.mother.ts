import { CatalogueMother } from "../../../core/available-models/catalogue.mother.ts";
import { ComplianceFramework } from "../../../core/organization/compliance-framework.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother, type Person } from "./organization-seed.mother.ts";

/**
 * The people of the cast organization, by their part in it. Built for the view models' tests, which play one role
 * after another: not the demo's people (demo/), so editing the demo changes no test.
 */
export const CAST = {
  owner: OrganizationSeedBuilder.OWNER,
  superAdmin: person("priya"),
  researchAdmin: person("marcus"),
  supportAdmin: person("sofia"),
  financeAdmin: person("jonas"),
  researcher: person("amara"),
  supportAgent: person("liam"),
  analyst: person("hana"),
  /** On a tier with organizations, in none yet. */
  newcomer: person("noor"),
  /** On the free tier, in no organization. */
  outsider: person("guest"),
} satisfies Record<string, Person>;

export const CAST_DEPARTMENTS = {
  research: "dep-research",
  support: "dep-support",
  finance: "dep-finance",
  /** Nothing set, one model. */
  marketing: "dep-marketing",
} as const;

export const CAST_ORGANIZATION_ID = OrganizationSeedBuilder.ORGANIZATION_ID;

function person(name: string): Person {
  return { id: `user-${name}`, email: `${name}@cast.example` };
}

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN, MEMBER } = DepartmentRole;
const { SOC2, ISO42001, GDPR, EU_AI_ACT, AI_RMF, DORA } = ComplianceFramework;
const DAY = 86_400_000;

/**
 * An organization with the parts every role test needs: four departments governed differently (Research
 * pseudonymizes PII under four frameworks, Support and Finance block it, Marketing sets nothing), their people with
 * their keys (the first of each department's people has two), policy documents, grid nodes on three continents, the
 * gateway's models (CatalogueMother's, and a Llama the gateway serves itself), three of them added, and two hosted
 * by the organization.
 */
export const CastOrganizationMother = {
  create(now: number = Date.now()): OrganizationSeedBuilder {
    const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
    const { research, support, finance, marketing } = CAST_DEPARTMENTS;
    const built = OrganizationSeedMother.create()
      .organization({
        name: "Cast Org",
        createdAt: daysAgo(190),
      })
      .department({
        id: research,
        name: "Research",
        description: "Model evaluation, fine-tuning experiments and applied ML research.",
        SOC2: true,
        ISO42001: true,
        EU_AI_ACT: true,
        AI_RMF: true,
        PIIAndSensitive: PiiHandling.PSEUDONYMIZE,
        piiEntities: ["PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER"],
        monthlyBudgetInDollar: 2500,
        lastModifiedByRole: {
          [SOC2]: OWNER,
          [ISO42001]: SUPER_ADMIN,
          [EU_AI_ACT]: SUPER_ADMIN,
          [AI_RMF]: ADMIN,
          PIIAndSensitive: ADMIN,
          piiEntities: ADMIN,
          monthlyBudgetInDollar: SUPER_ADMIN,
        },
        createdAt: daysAgo(180),
        updatedAt: daysAgo(160),
      })
      .department({
        id: support,
        name: "Customer Support",
        description: "Assistant drafts for support tickets and knowledge-base answers.",
        SOC2: true,
        GDPR: true,
        PIIAndSensitive: PiiHandling.ANONYMIZE,
        piiEntities: ["PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "LOCATION"],
        monthlyBudgetInDollar: 1200,
        dataResidency: DataResidency.US,
        lastModifiedByRole: {
          [SOC2]: OWNER,
          [GDPR]: SUPER_ADMIN,
          PIIAndSensitive: SUPER_ADMIN,
          piiEntities: ADMIN,
          monthlyBudgetInDollar: ADMIN,
          dataResidency: SUPER_ADMIN,
        },
        createdAt: daysAgo(150),
        updatedAt: daysAgo(130),
      })
      .department({
        id: finance,
        name: "Finance",
        description: "Invoice reconciliation, forecasting notes and audit preparation.",
        SOC2: true,
        GDPR: true,
        DORA: true,
        PIIAndSensitive: PiiHandling.ANONYMIZE,
        piiEntities: ["CREDIT_CARD", "IBAN_CODE", "US_BANK_NUMBER", "US_SSN", "EMAIL_ADDRESS"],
        monthlyBudgetInDollar: 800,
        dataResidency: DataResidency.EU,
        lastModifiedByRole: {
          [SOC2]: OWNER,
          [GDPR]: OWNER,
          [DORA]: OWNER,
          PIIAndSensitive: SUPER_ADMIN,
          piiEntities: SUPER_ADMIN,
          monthlyBudgetInDollar: ADMIN,
          dataResidency: OWNER,
        },
        createdAt: daysAgo(120),
        updatedAt: daysAgo(100),
      })
      .department({
        id: marketing,
        name: "Marketing",
        description: "Campaign copy and social media drafts.",
        createdAt: daysAgo(30),
        updatedAt: daysAgo(10),
      })
      .superAdmin(CAST.superAdmin)
      .member(CAST.researchAdmin, research, ADMIN, 2)
      .member(CAST.researcher, research, MEMBER)
      .member(CAST.financeAdmin, research, MEMBER)
      .member(CAST.supportAdmin, support, ADMIN, 2)
      .member(CAST.supportAgent, support, MEMBER)
      .member(CAST.financeAdmin, finance, ADMIN)
      .member(CAST.analyst, finance, MEMBER, 2)
      .account(CAST.newcomer)
      .account(CAST.outsider, { organizationEnabled: false, teamEnabled: false, maxTeamMembers: 1 })
      .file(research, {
        id: "file-ai-use",
        name: "AI-Acceptable-Use-Policy",
        chunks: 42,
        embeddings: 42,
        lastModifiedByRole: SUPER_ADMIN,
        createdAt: daysAgo(160),
      })
      .file(research, {
        id: "file-model-cards",
        name: "Model-Card-Requirements",
        chunks: 18,
        embeddings: 18,
        lastModifiedByRole: ADMIN,
        createdAt: daysAgo(64),
      })
      .file(support, {
        id: "file-support-data",
        name: "Customer-Data-Handling",
        chunks: 27,
        embeddings: 27,
        lastModifiedByRole: ADMIN,
        createdAt: daysAgo(140),
      })
      .file(support, {
        id: "file-gdpr-dpa",
        name: "GDPR-Data-Processing-Addendum",
        chunks: 55,
        embeddings: 55,
        lastModifiedByRole: OWNER,
        createdAt: daysAgo(132),
      })
      .file(finance, {
        id: "file-dora",
        name: "DORA-ICT-Risk-Framework",
        chunks: 73,
        embeddings: 73,
        lastModifiedByRole: OWNER,
        createdAt: daysAgo(110),
      })
      .file(finance, {
        id: "file-expenses",
        name: "Expense-Approval-Policy",
        chunks: 12,
        embeddings: 12,
        lastModifiedByRole: ADMIN,
        createdAt: daysAgo(45),
      });
    // biome-ignore format: one node per line reads as a table
    const nodes: [string, string, string, string, number, number, boolean?][] = [
      ["node-us-caiso-sp15", "US", "SP15", "Los Angeles, California (CAISO)", 38.42, 61.37],
      ["node-us-ercot-houston", "US", "HB_HOUSTON", "Houston, Texas (ERCOT)", 27.15, 31.82],
      ["node-us-pjm-dom", "US", "DOM", "Ashburn, Virginia (PJM)", 45.9, 22.4],
      ["node-us-miso-minn", "US", "MINN.HUB", "Minneapolis, Minnesota (MISO)", 24.6, 48.13],
      ["node-ca-ieso-toronto", "CA", "TORONTO", "Toronto, Ontario (IESO)", 31.07, 93.2],
      ["node-ca-hq-montreal", "CA", "MONTREAL", "Montréal, Québec (Hydro-Québec)", 22.5, 99.41, false],
      ["node-ca-aeso-calgary", "CA", "CALGARY", "Calgary, Alberta (AESO)", 58.3, 18.9],
      ["node-eu-de-frankfurt", "EU", "DE-LU", "Frankfurt, Germany (EPEX)", 86.4, 56.8],
      ["node-eu-se-stockholm", "EU", "SE3", "Stockholm, Sweden (Nord Pool)", 41.2, 97.65],
      ["node-eu-ie-dublin", "EU", "IE-SEM", "Dublin, Ireland (SEM)", 112.7, 42.3],
      ["node-eu-fr-paris", "EU", "FR", "Paris, France (EPEX)", 73.1, 27.4],
    ];
    for (const [id, region, name, location, lmp, renewablePercentage, updatable = true] of nodes)
      built.gridNode({
        id,
        region,
        name,
        location,
        lmp,
        renewablePercentage,
        updatable,
        lastUpdatedAt: daysAgo(0.02),
      });
    const placed = {
      OpenAI: "node-us-pjm-dom",
      Anthropic: "node-us-caiso-sp15",
      "Mistral AI": "node-eu-fr-paris",
    };
    for (const model of CatalogueMother.create()) {
      const provider = model.provider?.name ?? "Unknown";
      const gridNodeId = placed[provider as keyof typeof placed] ?? null;
      built.catalogueModel({
        name: model.systemName,
        provider,
        gridNodeId,
        region: gridNodeId ? regionOf(gridNodeId) : null,
      });
    }
    built.catalogueModel({
      name: "llama-3.1-70b-instruct",
      provider: "Meridian",
      region: "CA",
      gridNodeId: "node-ca-hq-montreal",
    });
    const added = (
      id: string,
      name: string,
      provider: string,
      gridNodeId: string,
      days: number,
      by: OrganizationRole,
    ) => ({
      id,
      internalId: `model-${name}`,
      name,
      provider,
      gridNodeId,
      region: regionOf(gridNodeId),
      lastModifyRole: by,
      createdAt: daysAgo(days),
      updatedAt: daysAgo(days),
    });
    return built
      .model(added("om-gpt-4o-mini", "gpt-4o-mini", "OpenAI", "node-us-pjm-dom", 175, SUPER_ADMIN), [
        research,
        support,
        marketing,
      ])
      .model(added("om-llama-70b", "llama-3.1-70b-instruct", "Meridian", "node-ca-hq-montreal", 170, OWNER), [
        research,
        finance,
      ])
      .model(added("om-mistral-large", "mistral-large", "Mistral AI", "node-eu-fr-paris", 100, SUPER_ADMIN), [
        finance,
      ])
      .model(
        {
          id: "om-research-qwen",
          name: "qwen2.5-72b-research",
          type: OrganizationModelType.CUSTOM,
          provider: "vLLM",
          accessType: ModelAccessType.PRIVATE,
          dedicatedUrl: "https://llm.research.cast.example/v1",
          customModelApikey: "rsk-qwen-research-7f3c91d2",
          configXml: "<model><maxTokens>8192</maxTokens><quantization>fp8</quantization></model>",
          node: "gpu-se3-07",
          region: "EU",
          gridNodeId: "node-eu-se-stockholm",
          lastModifyRole: SUPER_ADMIN,
          tokenInPricePerMillionTokens: 0.4,
          tokenOutPricePerMillionTokens: 1.2,
          createdAt: daysAgo(95),
          updatedAt: daysAgo(40),
        },
        [research],
      )
      .model(
        {
          id: "om-support-phi",
          name: "phi-3.5-mini-support",
          type: OrganizationModelType.CUSTOM,
          provider: "Ollama",
          accessType: ModelAccessType.PUBLIC,
          dedicatedUrl: "https://edge.support.cast.example/v1",
          customModelApikey: "osk-support-phi-20b4",
          node: "edge-us-west-2",
          region: "US",
          gridNodeId: "node-us-caiso-sp15",
          lastModifyRole: ADMIN,
          createdAt: daysAgo(70),
          updatedAt: daysAgo(70),
        },
        [support],
      );
  },
};

function regionOf(gridNodeId: string): string {
  return gridNodeId.split("-")[1]?.toUpperCase() ?? "";
}

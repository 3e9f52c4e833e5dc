import { ComplianceFramework } from "../core/organization/compliance-framework.ts";
import { DataResidency } from "../core/organization/data-residency.ts";
import type { SettingsLastModifiedByRole } from "../core/organization/department-setting.ts";
import { DepartmentRole, OrganizationRole } from "../core/organization/organization-role.ts";
import type { RankedRole } from "../core/organization/permission-rank.ts";
import { PiiEntity } from "../core/organization/pii-entities.ts";
import { PiiHandling } from "../core/organization/pii-handling.ts";
import type { DEMO_STAFF } from "./demo-people.ts";

/** The demo organization, owned by the demo account (DEMO_PEOPLE.owner). */
export const DEMO_ORGANIZATION = {
  id: "org-meridian-demo",
  name: "Meridian Demo Org",
  phone: "+14155550142",
  createdDaysAgo: 190,
  /** The one super admin besides the owner. */
  superAdmin: { person: "superAdmin", phone: "+16135550187", sinceDaysAgo: 150 },
} as const;

/** One of the demo's people by their part in it (DEMO_STAFF). */
export type DemoPart = keyof typeof DEMO_STAFF;

export const DEMO_DEPARTMENT_IDS = {
  research: "dep-research",
  support: "dep-support",
  finance: "dep-finance",
} as const;

export interface DemoDepartment {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly frameworks: readonly ComplianceFramework[];
  readonly piiHandling: PiiHandling;
  readonly piiEntities: readonly PiiEntity[];
  readonly monthlyBudgetInDollar: number;
  readonly dataResidency: DataResidency;
  readonly lastModifiedByRole: SettingsLastModifiedByRole;
  readonly createdDaysAgo: number;
  /** The organization models its people may use (ids of DEMO_ORGANIZATION_MODELS). */
  readonly models: readonly string[];
}

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN, MEMBER } = DepartmentRole;
const { SOC2, ISO42001, GDPR, EU_AI_ACT, AI_RMF, DORA } = ComplianceFramework;
const { EMAIL_ADDRESS, PHONE_NUMBER, CREDIT_CARD, IP_ADDRESS, IBAN_CODE, NATIONAL_ID } = PiiEntity;

/** Three ways to govern a department, each set by the role a company would leave it to. */
export const DEMO_DEPARTMENTS: readonly DemoDepartment[] = [
  {
    id: DEMO_DEPARTMENT_IDS.research,
    name: "Research",
    description: "Model evaluation, fine-tuning experiments and applied ML research.",
    frameworks: [SOC2, ISO42001, EU_AI_ACT, AI_RMF],
    piiHandling: PiiHandling.PSEUDONYMIZE,
    piiEntities: [EMAIL_ADDRESS, PHONE_NUMBER],
    monthlyBudgetInDollar: 2500,
    dataResidency: DataResidency.NONE,
    lastModifiedByRole: {
      SOC2: OWNER,
      ISO42001: SUPER_ADMIN,
      EU_AI_ACT: SUPER_ADMIN,
      AI_RMF: ADMIN,
      PIIAndSensitive: ADMIN,
      monthlyBudgetInDollar: SUPER_ADMIN,
    },
    createdDaysAgo: 180,
    models: ["om-gpt-4o-mini", "om-llama-70b", "om-research-qwen", "om-embedding-small"],
  },
  {
    id: DEMO_DEPARTMENT_IDS.support,
    name: "Customer Support",
    description: "Assistant drafts for support tickets and knowledge-base answers.",
    frameworks: [SOC2, GDPR],
    piiHandling: PiiHandling.ANONYMIZE,
    piiEntities: [EMAIL_ADDRESS, PHONE_NUMBER, CREDIT_CARD, IP_ADDRESS],
    monthlyBudgetInDollar: 1200,
    dataResidency: DataResidency.US,
    lastModifiedByRole: {
      SOC2: OWNER,
      GDPR: SUPER_ADMIN,
      PIIAndSensitive: SUPER_ADMIN,
      piiEntities: ADMIN,
      monthlyBudgetInDollar: ADMIN,
      dataResidency: SUPER_ADMIN,
    },
    createdDaysAgo: 150,
    models: ["om-gpt-4o-mini", "om-support-phi", "om-embedding-small"],
  },
  {
    id: DEMO_DEPARTMENT_IDS.finance,
    name: "Finance",
    description: "Invoice reconciliation, forecasting notes and audit preparation.",
    frameworks: [SOC2, GDPR, DORA],
    piiHandling: PiiHandling.ANONYMIZE,
    piiEntities: [CREDIT_CARD, IBAN_CODE, NATIONAL_ID, EMAIL_ADDRESS],
    monthlyBudgetInDollar: 800,
    dataResidency: DataResidency.EU,
    lastModifiedByRole: {
      SOC2: OWNER,
      GDPR: OWNER,
      DORA: OWNER,
      PIIAndSensitive: SUPER_ADMIN,
      piiEntities: SUPER_ADMIN,
      monthlyBudgetInDollar: ADMIN,
      dataResidency: OWNER,
    },
    createdDaysAgo: 120,
    models: ["om-llama-70b", "om-mistral-large", "om-embedding-small"],
  },
];

/** When the departments' settings were last changed (Research's budget was raised then). */
export const DEMO_SETTINGS_CHANGED_DAYS_AGO = 6;

export interface DemoMembership {
  readonly departmentId: string;
  readonly person: DemoPart;
  readonly role: DepartmentRole;
  readonly joinedDaysAgo: number;
}

/** Who works in which department: the finance admin also helps Research. */
export const DEMO_MEMBERSHIPS: readonly DemoMembership[] = [
  { departmentId: DEMO_DEPARTMENT_IDS.research, person: "researchAdmin", role: ADMIN, joinedDaysAgo: 170 },
  { departmentId: DEMO_DEPARTMENT_IDS.research, person: "researcher", role: MEMBER, joinedDaysAgo: 140 },
  { departmentId: DEMO_DEPARTMENT_IDS.research, person: "financeAdmin", role: MEMBER, joinedDaysAgo: 90 },
  { departmentId: DEMO_DEPARTMENT_IDS.support, person: "supportAdmin", role: ADMIN, joinedDaysAgo: 148 },
  { departmentId: DEMO_DEPARTMENT_IDS.support, person: "supportAgent", role: MEMBER, joinedDaysAgo: 120 },
  { departmentId: DEMO_DEPARTMENT_IDS.finance, person: "financeAdmin", role: ADMIN, joinedDaysAgo: 118 },
  { departmentId: DEMO_DEPARTMENT_IDS.finance, person: "analyst", role: MEMBER, joinedDaysAgo: 75 },
];

export interface DemoPolicyFile {
  readonly id: string;
  readonly departmentId: string;
  readonly name: string;
  readonly lastModifiedByRole: RankedRole;
  readonly createdDaysAgo: number;
}

/** The departments' policy documents (their words in demo-policy-texts.ts, read and chunked once seeded). */
export const DEMO_POLICY_FILES: readonly DemoPolicyFile[] = [
  file("file-ai-use", DEMO_DEPARTMENT_IDS.research, "AI-Acceptable-Use-Policy", SUPER_ADMIN, 160),
  file("file-model-cards", DEMO_DEPARTMENT_IDS.research, "Model-Card-Requirements", ADMIN, 64),
  file("file-support-data", DEMO_DEPARTMENT_IDS.support, "Customer-Data-Handling", ADMIN, 140),
  file("file-gdpr-dpa", DEMO_DEPARTMENT_IDS.support, "GDPR-Data-Processing-Addendum", OWNER, 132),
  file("file-dora", DEMO_DEPARTMENT_IDS.finance, "DORA-ICT-Risk-Framework", OWNER, 110),
  file("file-expenses", DEMO_DEPARTMENT_IDS.finance, "Expense-Approval-Policy", ADMIN, 45),
];

function file(
  id: string,
  departmentId: string,
  name: string,
  lastModifiedByRole: RankedRole,
  createdDaysAgo: number,
): DemoPolicyFile {
  return { id, departmentId, name, lastModifiedByRole, createdDaysAgo };
}

/** Where a policy document is kept, as the gateway names it. */
export function demoPolicyFilePath(organizationId: string, policy: DemoPolicyFile): string {
  return `organizations/${organizationId}/departments/${policy.departmentId}/${policy.id}-${policy.name}.md`;
}

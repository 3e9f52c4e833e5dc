import type { Clock } from "../../../core/clock/clock.port.ts";
import { ComplianceFramework } from "../../../core/organization/compliance-framework.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import type { Database } from "../../database/database.ts";
import { complianceFiles } from "../department-resources/compliance-files.schema.ts";
import { departments } from "../organization.schema.ts";
import { recordActivity } from "../organization-activities.repository.ts";

const DAY = 86_400_000;
const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN } = DepartmentRole;
const { SOC2, ISO42001, GDPR, EU_AI_ACT, AI_RMF, DORA } = ComplianceFramework;

export const DEMO_DEPARTMENTS = [
  {
    id: "dep-research",
    name: "Research",
    description: "Model evaluation, fine-tuning experiments and applied ML research.",
  },
  {
    id: "dep-support",
    name: "Customer Support",
    description: "Assistant drafts for support tickets and knowledge-base answers.",
  },
  {
    id: "dep-finance",
    name: "Finance",
    description: "Invoice reconciliation, forecasting notes and audit preparation.",
  },
] as const;

type Settings = Omit<typeof departments.$inferInsert, "id" | "organizationId" | "name">;

/** Three ways to govern a department, each set by the role a company would leave it to. */
const SETTINGS: Record<(typeof DEMO_DEPARTMENTS)[number]["id"], Settings> = {
  "dep-research": {
    frameworks: [SOC2, ISO42001, EU_AI_ACT, AI_RMF],
    piiHandling: PiiHandling.PSEUDONYMIZE,
    piiEntities: [PiiEntity.EMAIL_ADDRESS, PiiEntity.PHONE_NUMBER],
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
  },
  "dep-support": {
    frameworks: [SOC2, GDPR],
    piiHandling: PiiHandling.ANONYMIZE,
    piiEntities: [
      PiiEntity.EMAIL_ADDRESS,
      PiiEntity.PHONE_NUMBER,
      PiiEntity.CREDIT_CARD,
      PiiEntity.IP_ADDRESS,
    ],
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
  },
  "dep-finance": {
    frameworks: [SOC2, GDPR, DORA],
    piiHandling: PiiHandling.ANONYMIZE,
    piiEntities: [PiiEntity.CREDIT_CARD, PiiEntity.IBAN_CODE, PiiEntity.NATIONAL_ID, PiiEntity.EMAIL_ADDRESS],
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
  },
};

const FILES: [string, string, string, number, RankedRole, number][] = [
  ["file-ai-use", "dep-research", "AI-Acceptable-Use-Policy", 42, SUPER_ADMIN, 160],
  ["file-model-cards", "dep-research", "Model-Card-Requirements", 18, ADMIN, 64],
  ["file-support-data", "dep-support", "Customer-Data-Handling", 27, ADMIN, 140],
  ["file-gdpr-dpa", "dep-support", "GDPR-Data-Processing-Addendum", 55, OWNER, 132],
  ["file-dora", "dep-finance", "DORA-ICT-Risk-Framework", 73, OWNER, 110],
  ["file-expenses", "dep-finance", "Expense-Approval-Policy", 12, ADMIN, 45],
];

/** The demo departments' settings and policy documents (the first department exists already), dated in the past. */
export async function seedDepartmentSettings(
  db: Database,
  clock: Clock,
  organizationId: string,
): Promise<void> {
  const at = (days: number) => new Date(clock.now() - days * DAY).toISOString();
  for (const [index, department] of DEMO_DEPARTMENTS.entries()) {
    const values = {
      ...department,
      organizationId,
      ...SETTINGS[department.id],
      createdAt: at(180 - index * 30),
      updatedAt: at(6),
    };
    await db.insert(departments).values(values).onConflictDoUpdate({ target: departments.id, set: values });
  }
  await db
    .insert(complianceFiles)
    .values(
      FILES.map(([id, departmentId, name, chunks, role, days]): typeof complianceFiles.$inferInsert => ({
        id,
        departmentId,
        name,
        filePath: `organizations/${organizationId}/departments/${departmentId}/${id}-${name}.pdf`,
        sizeBytes: chunks * 2000,
        chunks,
        embeddings: chunks,
        lastModifiedByRole: role,
        createdAt: at(days),
      })),
    )
    .onConflictDoNothing();
  for (const department of DEMO_DEPARTMENTS.slice(1)) {
    await recordActivity(db, clock, organizationId, "DEPARTMENT_CREATED", `${department.name} was created`);
  }
  await recordActivity(
    db,
    clock,
    organizationId,
    "SETTINGS_CHANGED",
    "Research's monthly budget was raised to $2,500",
  );
}

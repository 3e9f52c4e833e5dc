import type { Clock } from "../../../core/clock/clock.port.ts";
import { POLICY_FILE_KINDS } from "../../../core/organization/policy-file-limits.ts";
import {
  DEMO_DEPARTMENTS,
  DEMO_POLICY_FILES,
  DEMO_SETTINGS_CHANGED_DAYS_AGO,
  demoPolicyFilePath,
} from "../../../demo/demo-organization.ts";
import { DEMO_POLICY_TEXTS } from "../../../demo/demo-policy-texts.ts";
import type { Database } from "../../database/database.ts";
import { complianceFiles } from "../department-resources/compliance-files.schema.ts";
import { departments } from "../organization.schema.ts";

const DAY = 86_400_000;

const policyBytes = (id: string) => new TextEncoder().encode(DEMO_POLICY_TEXTS[id] ?? "");

/**
 * The demo's departments with their settings and policy documents (demo/demo-organization.ts; the first
 * department exists already), dated in the past.
 */
export async function seedDepartmentSettings(
  db: Database,
  clock: Clock,
  organizationId: string,
): Promise<void> {
  const at = (days: number) => new Date(clock.now() - days * DAY).toISOString();
  for (const department of DEMO_DEPARTMENTS) {
    const values = {
      id: department.id,
      organizationId,
      name: department.name,
      description: department.description,
      frameworks: [...department.frameworks],
      piiHandling: department.piiHandling,
      piiEntities: [...department.piiEntities],
      monthlyBudgetInDollar: department.monthlyBudgetInDollar,
      dataResidency: department.dataResidency,
      lastModifiedByRole: department.lastModifiedByRole,
      createdAt: at(department.createdDaysAgo),
      updatedAt: at(DEMO_SETTINGS_CHANGED_DAYS_AGO),
    };
    await db.insert(departments).values(values).onConflictDoUpdate({ target: departments.id, set: values });
  }
  await db
    .insert(complianceFiles)
    .values(
      DEMO_POLICY_FILES.map((policy): typeof complianceFiles.$inferInsert => ({
        id: policy.id,
        departmentId: policy.departmentId,
        name: policy.name,
        filePath: demoPolicyFilePath(organizationId, policy),
        // Real words, read, chunked and embedded once the gateway listens (PENDING until then): no count is made up.
        content: policyBytes(policy.id),
        contentType: POLICY_FILE_KINDS.markdown.mediaType,
        sizeBytes: policyBytes(policy.id).length,
        lastModifiedByRole: policy.lastModifiedByRole,
        createdAt: at(policy.createdDaysAgo),
      })),
    )
    .onConflictDoNothing();
}

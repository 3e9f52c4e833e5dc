import { asc, eq, inArray } from "drizzle-orm";
import { roundTo } from "../../../core/number/round-to.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import type { HeldRole } from "../../../core/organization/person-roles.ts";
import { gridNodes } from "../../available-models/available-models.schema.ts";
import { spentThisMonthIn } from "../../chat-completions/department-policy.ts";
import type { Database } from "../../database/database.ts";
import { isoDate } from "../../server/iso-date.ts";
import { complianceFiles } from "../department-resources/compliance-files.schema.ts";
import { departmentModels, organizationModels } from "../organization.schema.ts";
import type { DepartmentRow } from "../organization-access.ts";
import { organizationModelView } from "../organization-model-views.ts";
import { frameworkFlags } from "./framework-flags.ts";

/** What a compliance file answers with (never its bytes). */
export const complianceFileColumns = {
  id: complianceFiles.id,
  departmentId: complianceFiles.departmentId,
  name: complianceFiles.name,
  filePath: complianceFiles.filePath,
  status: complianceFiles.status,
  statusReason: complianceFiles.statusReason,
  sizeBytes: complianceFiles.sizeBytes,
  chunks: complianceFiles.chunks,
  embeddings: complianceFiles.embeddings,
  lastModifiedByRole: complianceFiles.lastModifiedByRole,
  createdAt: complianceFiles.createdAt,
};

type ComplianceFileListing = {
  [K in keyof typeof complianceFileColumns]: (typeof complianceFiles.$inferSelect)[K];
};

export function complianceFileView({ departmentId: _, ...file }: ComplianceFileListing) {
  return { ...file, createdAt: isoDate(file.createdAt) };
}

/** Costs keep 7 decimals, as in the request logs. */
const COST_DECIMALS = 7;

/**
 * Departments as the gateway answers them: settings, files, models, the caller's role in each, and what each
 * spent since the 1st of the month (UTC) of `now`.
 */
export async function departmentViews(
  db: Database,
  rows: readonly DepartmentRow[],
  roleIn: (departmentId: string) => HeldRole | null,
  now: number,
) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const files = await db
    .select(complianceFileColumns)
    .from(complianceFiles)
    .where(inArray(complianceFiles.departmentId, ids))
    .orderBy(asc(complianceFiles.createdAt), asc(complianceFiles.id));
  const models = await db
    .select({ departmentId: departmentModels.departmentId, model: organizationModels, gridNode: gridNodes })
    .from(departmentModels)
    .innerJoin(organizationModels, eq(organizationModels.id, departmentModels.organizationModelId))
    .leftJoin(gridNodes, eq(gridNodes.id, organizationModels.gridNodeId))
    .where(inArray(departmentModels.departmentId, ids))
    .orderBy(asc(departmentModels.createdAt), asc(organizationModels.name));
  const spent = await spentThisMonthIn(db, ids, now);
  return rows.map((row) => ({
    ...settingsView(row),
    spentThisMonthInDollar: roundTo(spent.get(row.id) ?? 0, COST_DECIMALS),
    complianceFiles: files.filter((file) => file.departmentId === row.id).map(complianceFileView),
    models: models
      .filter((entry) => entry.departmentId === row.id)
      .map((entry) => organizationModelView(entry.model, entry.gridNode)),
    role: roleIn(row.id),
  }));
}

/** One department as the gateway answers it. */
export async function departmentView(db: Database, row: DepartmentRow, role: HeldRole | null, now: number) {
  const [view] = await departmentViews(db, [row], () => role, now);
  return view;
}

function settingsView(row: DepartmentRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...frameworkFlags(row.frameworks),
    PIIAndSensitive: row.piiHandling,
    piiEntities: row.piiEntities,
    monthlyBudgetInDollar: row.monthlyBudgetInDollar,
    dataResidency: row.dataResidency ?? DataResidency.NONE,
    customRegions: row.customRegions,
    lastModifiedByRole: row.lastModifiedByRole,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

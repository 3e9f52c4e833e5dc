import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { utcMonthStart } from "../../core/organization/budget-forecast.ts";
import { DataResidency } from "../../core/organization/data-residency.ts";
import { OrganizationModelType } from "../../core/organization/organization-model.entity.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { gridNodes, providerModels } from "../available-models/available-models.schema.ts";
import type { Database } from "../database/database.ts";
import { departmentModels, departments, organizationModels } from "../organization/organization.schema.ts";
import type { Caller } from "./authenticate-caller.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { type CustomModelRecord, customModelRecord } from "./custom-model-record.ts";

/** The department settings a request made with a department user's key is held to. */
export interface DepartmentPolicy {
  readonly departmentId: string;
  readonly departmentName: string;
  readonly piiHandling: PiiHandling;
  /** The kinds of personal data to look for; empty: every kind the detector knows. */
  readonly piiEntities: readonly string[];
  /** The gateway models the department may use; null when it has none assigned (no restriction). */
  readonly allowedModels: ReadonlySet<string> | null;
  /** The regions requests may be served in; null when there is no residency rule. */
  readonly regions: readonly string[] | null;
  readonly monthlyBudgetInDollar: number | null;
  /** The organization's custom models assigned to the department: only its requests can name them. */
  readonly customModels: readonly CustomModelRecord[];
}

export async function loadDepartmentPolicy(
  db: Database,
  departmentId: string,
): Promise<DepartmentPolicy | null> {
  const [[department], assigned] = await Promise.all([
    db.select().from(departments).where(eq(departments.id, departmentId)),
    db
      .select({ model: organizationModels, systemName: providerModels.systemName, grid: gridNodes })
      .from(departmentModels)
      .innerJoin(organizationModels, eq(organizationModels.id, departmentModels.organizationModelId))
      .leftJoin(providerModels, eq(providerModels.id, organizationModels.internalId))
      .leftJoin(gridNodes, eq(gridNodes.id, organizationModels.gridNodeId))
      .where(eq(departmentModels.departmentId, departmentId)),
  ]);
  if (!department) return null;
  return {
    departmentId,
    departmentName: department.name,
    piiHandling: (Object.values(PiiHandling) as string[]).includes(department.piiHandling)
      ? (department.piiHandling as PiiHandling)
      : PiiHandling.NONE,
    piiEntities: department.piiEntities,
    allowedModels:
      assigned.length > 0
        ? new Set(assigned.flatMap(({ model, systemName }) => [model.name, systemName ?? model.name]))
        : null,
    regions: residencyRegions(department.dataResidency, department.customRegions),
    monthlyBudgetInDollar: department.monthlyBudgetInDollar,
    customModels: assigned
      .filter(({ model }) => model.type === OrganizationModelType.CUSTOM)
      .map(({ model, grid }) => customModelRecord(model, grid)),
  };
}

function residencyRegions(residency: string | null, customRegions: readonly string[]): string[] | null {
  if (!residency || residency === DataResidency.NONE) return null;
  if (residency === DataResidency.CUSTOM) return customRegions.map((region) => region.toUpperCase());
  return [residency.toUpperCase()];
}

/** What the department's requests cost since the start of the calendar month (UTC) of `now`. */
export async function spentThisMonth(db: Database, departmentId: string, now: number): Promise<number> {
  return (await spentThisMonthIn(db, [departmentId], now)).get(departmentId) ?? 0;
}

/** What each department's requests cost since the start of the calendar month (UTC) of `now`; 0 when none. */
export function spentThisMonthIn(
  db: Database,
  departmentIds: readonly string[],
  now: number,
): Promise<Map<string, number>> {
  return spentThisMonthBy(db, chatHistory.departmentId, departmentIds, now);
}

/** What the requests of each key cost since the start of the calendar month (UTC) of `now`: its budget's spend. */
export async function keySpentThisMonth(db: Database, keyId: string, now: number): Promise<number> {
  return (await spentThisMonthBy(db, chatHistory.apiKeyId, [keyId], now)).get(keyId) ?? 0;
}

/** The month's cost of the requests logged under each of these ids of one column (a department's, a key's). */
async function spentThisMonthBy(
  db: Database,
  column: typeof chatHistory.departmentId | typeof chatHistory.apiKeyId,
  ids: readonly string[],
  now: number,
): Promise<Map<string, number>> {
  const spent = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return spent;
  const monthStart = new Date(utcMonthStart(now)).toISOString();
  const rows = await db
    .select({ id: column, spent: sql<number>`coalesce(sum(${chatHistory.totalCost}), 0)`.mapWith(Number) })
    .from(chatHistory)
    .where(and(inArray(column, [...ids]), gte(chatHistory.createdAt, monthStart)))
    .groupBy(column);
  for (const row of rows) if (row.id) spent.set(row.id, row.spent);
  return spent;
}

/** Where departments' policies and spend are read: the database (databaseDepartmentPolicies), or a test's stand-in. */
export interface DepartmentPolicySource {
  policyOf(departmentId: string): Promise<DepartmentPolicy | null>;
  /** What the department's requests cost since the start of the calendar month (UTC) of `now`. */
  spentThisMonth(departmentId: string, now: number): Promise<number>;
}

export function databaseDepartmentPolicies(db: Database): DepartmentPolicySource {
  return {
    policyOf: (departmentId) => loadDepartmentPolicy(db, departmentId),
    spentThisMonth: (departmentId, now) => spentThisMonth(db, departmentId, now),
  };
}

/**
 * The department policy a caller is held to (none for a personal key or session not asking as a department). Its
 * monthly budget is held by the request's reservation (ModelEndpoint.reserve), not checked here: a check of what
 * was spent lets simultaneous requests all pass it.
 */
export async function policyForCaller(
  policies: DepartmentPolicySource,
  caller: Caller,
): Promise<DepartmentPolicy | null> {
  if (!caller.department) return null;
  return policies.policyOf(caller.department.departmentId);
}

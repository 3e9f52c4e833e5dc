import { and, asc, eq, sql } from "drizzle-orm";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { departmentNameTaken } from "../../../core/organization/organization-refusals.ts";
import type { Database } from "../../database/database.ts";
import { departments } from "../organization.schema.ts";
import type { DepartmentRow } from "../organization-access.ts";
import { newId } from "../organization-ids.ts";
import { problemOf } from "../organization-problems.ts";
import { isUniqueViolation } from "../unique-violation.ts";

export type DepartmentChanges = Partial<Omit<DepartmentRow, "id" | "organizationId" | "createdAt">>;

/** The departments of an organization, by name. */
export function departmentsOf(db: Database, organizationId: string): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(departments.name));
}

/** A 409 when another department of the organization has this name, whatever its case. */
export async function requireFreeName(db: Database, organizationId: string, name: string): Promise<void> {
  const [taken] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(eq(departments.organizationId, organizationId), sql`lower(${departments.name}) = lower(${name})`),
    );
  if (taken) throw problemOf(departmentNameTaken(name));
}

/** A new department with nothing switched on: no framework, no PII handling, no budget, no models. */
export async function insertDepartment(
  db: Database,
  clock: Clock,
  fields: { organizationId: string; name: string; description: string | null; id?: string },
): Promise<DepartmentRow> {
  const now = new Date(clock.now()).toISOString();
  return nameGuarded(fields.name, async () => {
    const [row] = await db
      .insert(departments)
      .values({ id: newId("dep"), ...fields, createdAt: now, updatedAt: now })
      .returning();
    return row as DepartmentRow;
  });
}

/** The department's row as it stands, locked until the transaction ends: a save reads what it changes under it. */
export async function lockedDepartment(tx: Database, departmentId: string): Promise<DepartmentRow> {
  const [row] = await tx.select().from(departments).where(eq(departments.id, departmentId)).for("update");
  return row as DepartmentRow;
}

export async function updateDepartment(
  db: Database,
  clock: Clock,
  departmentId: string,
  changes: DepartmentChanges,
): Promise<DepartmentRow> {
  return nameGuarded(changes.name ?? "", async () => {
    const [row] = await db
      .update(departments)
      .set({ ...changes, updatedAt: new Date(clock.now()).toISOString() })
      .where(eq(departments.id, departmentId))
      .returning();
    return row as DepartmentRow;
  });
}

/** Two callers racing for one name: the unique index refuses the second, answered like the check would. */
async function nameGuarded<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw problemOf(departmentNameTaken(name));
    throw error;
  }
}

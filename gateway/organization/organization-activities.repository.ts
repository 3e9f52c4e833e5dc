import { desc, eq } from "drizzle-orm";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";
import { organizationActivities } from "./organization-activities.schema.ts";
import { newId } from "./organization-ids.ts";

const RECENT_ACTIVITIES = 5;

/** Adds a line to the organization's recent activities. */
export async function recordActivity(
  db: Database,
  clock: Clock,
  organizationId: string,
  type: string,
  description: string,
): Promise<void> {
  await db.insert(organizationActivities).values({
    id: newId("activity"),
    organizationId,
    type,
    description,
    createdAt: new Date(clock.now()).toISOString(),
  });
}

/** The latest activities of an organization, newest first. */
export async function recentActivities(db: Database, organizationId: string) {
  const rows = await db
    .select()
    .from(organizationActivities)
    .where(eq(organizationActivities.organizationId, organizationId))
    .orderBy(desc(organizationActivities.createdAt), desc(organizationActivities.id))
    .limit(RECENT_ACTIVITIES);
  return rows.map((row) => ({
    type: row.type,
    description: row.description,
    createdAt: isoDate(row.createdAt),
  }));
}

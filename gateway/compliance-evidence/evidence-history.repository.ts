import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { AuditEntry } from "../../core/audit/audit-entry.ts";
import type { EvidencePeriod } from "../../core/compliance-evidence/evidence-period.ts";
import { auditEntries } from "../audit/audit.schema.ts";
import { entryOf } from "../audit/audit-entries.repository.ts";
import type { Database } from "../database/database.ts";

/**
 * The department's audit entries of a month, oldest first: its settings, members, models, files and keys as they
 * changed. Entries keep their time as ISO text, so the month's bounds compare as text.
 */
export async function departmentHistory(
  db: Database,
  organizationId: string,
  departmentId: string,
  period: EvidencePeriod,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.organizationId, organizationId),
        eq(auditEntries.departmentId, departmentId),
        gte(auditEntries.at, period.from),
        lt(auditEntries.at, period.to),
      ),
    )
    .orderBy(asc(auditEntries.sequence));
  return rows.map(entryOf);
}

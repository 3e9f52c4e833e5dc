import type { Clock } from "../../../core/clock/clock.port.ts";
import { ComplianceFileStatus } from "../../../core/organization/compliance-file-status.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { POLICY_FILE_KINDS, type PolicyFileKind } from "../../../core/organization/policy-file-limits.ts";
import type { Database } from "../../database/database.ts";
import { complianceFileColumns, complianceFileView } from "../departments/department-views.ts";
import { newId } from "../organization-ids.ts";
import { complianceFiles } from "./compliance-files.schema.ts";

export interface NewComplianceFile {
  readonly organizationId: string;
  readonly departmentId: string;
  readonly name: string;
  readonly role: RankedRole;
  readonly addedBy: string;
  /** The document's bytes and the kind they were found to be, uploaded or fetched. */
  readonly bytes: Uint8Array;
  readonly kind: PolicyFileKind;
  /** The URL it was fetched from; none for an upload. */
  readonly sourceUrl?: string;
}

/**
 * Stores a policy document, PENDING until it is read and embedded (gateway/policy-files/), and answers it as the
 * gateway does (never its bytes): no passages are counted before they are read.
 */
export async function insertComplianceFile(db: Database, clock: Clock, file: NewComplianceFile) {
  const id = newId("file");
  const [row] = await db
    .insert(complianceFiles)
    .values({
      id,
      departmentId: file.departmentId,
      name: file.name,
      filePath:
        file.sourceUrl ??
        `organizations/${file.organizationId}/departments/${file.departmentId}/${id}-${file.name}`,
      sourceUrl: file.sourceUrl ?? null,
      content: file.bytes,
      contentType: POLICY_FILE_KINDS[file.kind].mediaType,
      sizeBytes: file.bytes.length,
      chunks: 0,
      embeddings: 0,
      status: ComplianceFileStatus.PENDING,
      lastModifiedByRole: file.role,
      addedBy: file.addedBy,
      createdAt: new Date(clock.now()).toISOString(),
    })
    .returning(complianceFileColumns);
  if (!row) throw new Error("the compliance file was not stored");
  return complianceFileView(row);
}

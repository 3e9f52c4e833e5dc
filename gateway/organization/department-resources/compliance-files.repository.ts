import type { Clock } from "../../../core/clock/clock.port.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { Database } from "../../database/database.ts";
import { complianceFileColumns, complianceFileView } from "../departments/department-views.ts";
import { newId } from "../organization-ids.ts";
import { complianceFiles } from "./compliance-files.schema.ts";

/** Documents are split into chunks of about this many bytes, each embedded. */
const CHUNK_BYTES = 2000;

export interface NewComplianceFile {
  readonly organizationId: string;
  readonly departmentId: string;
  readonly name: string;
  readonly role: RankedRole;
  /** An uploaded document's bytes; absent for one added from a URL, which is recorded and processed later. */
  readonly upload?: { readonly bytes: Uint8Array; readonly contentType: string };
  readonly sourceUrl?: string;
}

/** Stores a policy document and answers it as the gateway does (never its bytes). */
export async function insertComplianceFile(db: Database, clock: Clock, file: NewComplianceFile) {
  const id = newId("file");
  const bytes = file.upload?.bytes.length ?? 0;
  const chunks = file.upload ? Math.max(1, Math.ceil(bytes / CHUNK_BYTES)) : 0;
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
      content: file.upload?.bytes ?? null,
      contentType: file.upload?.contentType ?? null,
      sizeBytes: bytes,
      chunks,
      embeddings: chunks,
      lastModifiedByRole: file.role,
      createdAt: new Date(clock.now()).toISOString(),
    })
    .returning(complianceFileColumns);
  if (!row) throw new Error("the compliance file was not stored");
  return complianceFileView(row);
}

import { type Permission, permissionFor } from "../../../core/organization/acting-role.ts";
import type { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import { mayOverride } from "../../../core/organization/organization-permissions.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import type { ListedPolicyFile, PolicyIndexing } from "./department-files.state.ts";

/** Read into no chunks yet: still processing; some chunks not embedded yet: embedding; else indexed. */
export function indexingOf(file: Pick<ComplianceFile, "chunks" | "embeddings">): PolicyIndexing {
  if (file.chunks <= 0) return { kind: "processing" };
  const counts = { chunks: file.chunks, embeddings: file.embeddings };
  return file.embeddings < file.chunks ? { kind: "embedding", ...counts } : { kind: "indexed", ...counts };
}

/**
 * Whether someone acting with `role` in the department may delete this file, and if not the least role that may:
 * one who edits the department, and whose rank reaches the role that changed the file last (core `mayOverride`).
 */
export function deletionOf(
  file: Pick<ComplianceFile, "lastModifiedByRole">,
  role: string | null,
): Permission {
  const edit = permissionFor("editDepartment", role);
  if (!edit.allowed) return edit;
  const lastChangedBy = file.lastModifiedByRole;
  return lastChangedBy && !mayOverride(role, lastChangedBy)
    ? { allowed: false, requiredRole: lastChangedBy }
    : { allowed: true, requiredRole: lastChangedBy ?? edit.requiredRole };
}

/** A department's files as the list shows them, newest first. */
export function listedPolicyFiles(files: readonly ComplianceFile[], role: string | null): ListedPolicyFile[] {
  return [...files]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((file) => ({
      id: file.id,
      name: file.name,
      indexing: indexingOf(file),
      lastModifiedByRole: file.lastModifiedByRole,
      addedOn: dateAndTime(file.createdAt).date,
      deletion: deletionOf(file, role),
    }));
}

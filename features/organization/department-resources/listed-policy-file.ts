import { type Permission, permissionFor } from "../../../core/organization/acting-role.ts";
import type { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import { mayOverride } from "../../../core/organization/organization-permissions.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import type { ListedPolicyFile, PolicyFileStatus } from "./department-files.state.ts";

/** The gateway's status as the list tells it: counts only once read, the reason when it failed. */
export function statusOf(
  file: Pick<ComplianceFile, "status" | "statusReason" | "chunks" | "embeddings">,
): PolicyFileStatus {
  if (file.status === "INDEXED") return { kind: "indexed", chunks: file.chunks, embeddings: file.embeddings };
  if (file.status === "FAILED") return { kind: "failed", reason: file.statusReason };
  return { kind: "pending" };
}

/** Whether any of these is still waiting to be read, so the list keeps asking. */
export function anyPending(files: readonly ListedPolicyFile[]): boolean {
  return files.some((file) => file.status.kind === "pending");
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
      status: statusOf(file),
      sizeBytes: file.sizeBytes,
      lastModifiedByRole: file.lastModifiedByRole,
      addedOn: dateAndTime(file.createdAt).date,
      deletion: deletionOf(file, role),
    }));
}

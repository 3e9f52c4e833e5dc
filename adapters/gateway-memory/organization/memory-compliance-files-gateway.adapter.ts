import { toEntity } from "../../../core/mapping/to-entity.ts";
import { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import type { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import { mayOverride, overrideRefusal } from "../../../core/organization/organization-permissions.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import {
  type PolicyFileUpload,
  PolicyFileUploadDto,
  type PolicyFromUrl,
  PolicyFromUrlDto,
} from "../../../core/organization/policy-file.dto.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { failure } from "./organization-access.ts";
import type { OrganizationContext } from "./organization-context.ts";

/** The gateway splits documents into chunks of about this many bytes and embeds each. */
const CHUNK_BYTES = 2000;

/** The shares of an upload reported before it is stored, each after a pause, so a progress bar is seen to move. */
const UPLOAD_STEPS = [0.25, 0.5, 0.75];
const UPLOAD_STEP_MS = 60;

/** Department policy documents, in memory: only their description is kept, as the gateway keeps only embeddings. */
export class MemoryComplianceFilesGateway implements ComplianceFilesGateway {
  constructor(
    private readonly context: OrganizationContext,
    /** The pause between reported shares of an upload someone listens to (none otherwise). */
    private readonly uploadStepMs = UPLOAD_STEP_MS,
  ) {}

  /** Refused at once when it would be; otherwise a few increasing shares are heard, then 1 once stored. */
  async uploadFile(
    organizationId: string,
    departmentId: string,
    upload: PolicyFileUpload,
    onProgress?: (sentShare: number) => void,
  ): Promise<ComplianceFile> {
    const { access } = this.context;
    const { role } = access.forDepartment(organizationId, departmentId, "editDepartment");
    const input = access.validated(PolicyFileUploadDto, { ...upload, organizationId, departmentId });
    if (onProgress) {
      for (const share of UPLOAD_STEPS) {
        await pause(this.uploadStepMs);
        onProgress(share);
      }
      await pause(this.uploadStepMs);
    }
    const stored = this.store(organizationId, departmentId, input.name, input.file.size, role as RankedRole);
    onProgress?.(1);
    return stored;
  }

  async addFileFromUrl(
    organizationId: string,
    departmentId: string,
    source: PolicyFromUrl,
  ): Promise<ComplianceFile> {
    const { access } = this.context;
    const { role } = access.forDepartment(organizationId, departmentId, "editDepartment");
    const input = access.validated(PolicyFromUrlDto, source);
    // Nothing is fetched in memory; the document's size is made up from its address, the same on every run.
    const size = CHUNK_BYTES * (3 + (input.url.length % 17));
    return this.store(organizationId, departmentId, input.name, size, role as RankedRole);
  }

  async deleteFile(organizationId: string, departmentId: string, fileId: string): Promise<void> {
    const { db, access } = this.context;
    requireId(fileId);
    const { role } = access.forDepartment(organizationId, departmentId, "editDepartment");
    const file = db.files.get(fileId);
    if (file.departmentId !== departmentId) throw failure(notFound("file"));
    if (file.lastModifiedByRole && !mayOverride(role, file.lastModifiedByRole)) {
      throw failure(overrideRefusal(file.name, file.lastModifiedByRole));
    }
    db.files.remove(fileId);
    await this.context.recordChange({
      organizationId,
      departmentId,
      kind: "POLICY_FILE_REMOVED",
      subject: { type: "policyFile", id: file.id, name: file.name },
      before: { name: file.name },
      after: null,
    });
  }

  private async store(organizationId: string, departmentId: string, name: string, bytes: number, role: RankedRole) {
    const { db } = this.context;
    const id = db.newId("file");
    const chunks = Math.max(1, Math.ceil(bytes / CHUNK_BYTES));
    const row = db.files.insert({
      id,
      departmentId,
      name,
      filePath: `organizations/${organizationId}/departments/${departmentId}/${id}-${name}`,
      chunks,
      embeddings: chunks,
      lastModifiedByRole: role,
      createdAt: db.timestamp(),
    });
    await this.context.recordChange({
      organizationId,
      departmentId,
      kind: "POLICY_FILE_ADDED",
      subject: { type: "policyFile", id, name },
      before: null,
      after: { name },
    });
    const { departmentId: _, ...file } = row;
    return toEntity(ComplianceFile, file);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

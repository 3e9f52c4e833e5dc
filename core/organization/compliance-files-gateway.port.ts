import { token } from "../wiring/token.ts";
import type { ComplianceFile } from "./compliance-file.entity.ts";
import type { PolicySearchResult } from "./compliance-file-search.ts";
import type { PolicyFileUpload, PolicyFromUrl } from "./policy-file.dto.ts";

/** A department's policy documents (SPEC §7). */
export interface ComplianceFilesGateway {
  /**
   * POST …/departments/{depId}/files, multipart `name` and `file`. `onProgress` hears the share of the file sent
   * so far, from 0 to 1, as the upload goes. The document answers PENDING: it is read and embedded afterwards.
   */
  uploadFile(
    organizationId: string,
    departmentId: string,
    upload: PolicyFileUpload,
    onProgress?: (sentShare: number) => void,
  ): Promise<ComplianceFile>;

  /** POST …/departments/{depId}/files/url: the gateway fetches the document at `url`. */
  addFileFromUrl(
    organizationId: string,
    departmentId: string,
    source: PolicyFromUrl,
  ): Promise<ComplianceFile>;

  /**
   * GET …/departments/{depId}/files/search?q=: passages of the department's documents matching `query`, by meaning
   * when they are indexed, by words otherwise.
   */
  searchFiles(organizationId: string, departmentId: string, query: string): Promise<PolicySearchResult>;

  /** DELETE …/departments/{depId}/files/{fileId}. */
  deleteFile(organizationId: string, departmentId: string, fileId: string): Promise<void>;
}

export const ComplianceFilesGateway = token<ComplianceFilesGateway>("ComplianceFilesGateway");

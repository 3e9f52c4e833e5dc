import { toEntity } from "../../../core/mapping/to-entity.ts";
import { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import type { PolicySearchResult } from "../../../core/organization/compliance-file-search.ts";
import type { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import type { PolicyFileUpload, PolicyFromUrl } from "../../../core/organization/policy-file.dto.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath } from "./organization-paths.ts";

export class HttpComplianceFilesGateway implements ComplianceFilesGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  /** The progress follows the bytes sent; it reaches 1 once the gateway has answered with the stored file. */
  async uploadFile(
    organizationId: string,
    departmentId: string,
    upload: PolicyFileUpload,
    onProgress?: (sentShare: number) => void,
  ): Promise<ComplianceFile> {
    const form = new FormData();
    form.append("name", upload.name);
    form.append("file", upload.file, upload.file instanceof File ? upload.file.name : upload.name);
    const path = departmentPath(organizationId, departmentId, "files");
    const answer = await this.http.post(path, { body: form, onUploadProgress: onProgress });
    onProgress?.(1);
    return toEntity(ComplianceFile, answer);
  }

  async addFileFromUrl(
    organizationId: string,
    departmentId: string,
    source: PolicyFromUrl,
  ): Promise<ComplianceFile> {
    const path = departmentPath(organizationId, departmentId, "files", "url");
    return toEntity(
      ComplianceFile,
      await this.http.post(path, { body: { name: source.name, url: source.url } }),
    );
  }

  async searchFiles(
    organizationId: string,
    departmentId: string,
    query: string,
  ): Promise<PolicySearchResult> {
    const path = departmentPath(organizationId, departmentId, "files", "search");
    return searchResultOf(await this.http.get(path, { query: { q: query } }));
  }

  async deleteFile(organizationId: string, departmentId: string, fileId: string): Promise<void> {
    await this.http.delete(departmentPath(organizationId, departmentId, "files", requireId(fileId)));
  }
}

function searchResultOf(body: unknown): PolicySearchResult {
  const { by, passages } = (body ?? {}) as Partial<PolicySearchResult>;
  if ((by !== "meaning" && by !== "words") || !Array.isArray(passages))
    throw new TypeError("Expected a policy search as { by, passages }");
  return { by, passages };
}

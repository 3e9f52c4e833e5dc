import type { Wire } from "../mapping/wire.ts";
import type { ComplianceFile } from "./compliance-file.entity.ts";

/** A department's policy documents for tests, as the gateway sends them. */
export const ComplianceFileMother = {
  /** A document indexed into 4 chunks and as many embeddings, last changed by nobody known. */
  record(overrides: Partial<Wire<ComplianceFile>> = {}): Wire<ComplianceFile> {
    const name = overrides.name ?? "Test-Policy";
    return {
      id: `file-${name.toLowerCase()}`,
      name,
      filePath: `policies/${name}.pdf`,
      status: "INDEXED",
      statusReason: null,
      sizeBytes: 4096,
      chunks: 4,
      embeddings: 4,
      lastModifiedByRole: null,
      createdAt: "2025-01-01T00:00:00.000Z",
      ...overrides,
    };
  },
};

import { evidenceZipTexts } from "../../core/compliance-evidence/evidence-bundle.ts";
import type { EvidenceFileName } from "../../core/compliance-evidence/evidence-file-names.ts";
import type { SignedInPerson, TestGateway } from "../testing/test-gateway.ts";

export interface EvidenceAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly contentDisposition: string | null;
  /** The zip's files by name when the answer is one; else empty. */
  readonly files: Readonly<Record<EvidenceFileName, string>>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they asserted the shape of
  readonly body: any;
}

/** GET …/departments/{depId}/evidence as someone (null: nobody signed in), the zip opened when it is one. */
export async function downloadEvidence(
  gateway: TestGateway,
  person: SignedInPerson | null,
  path: string,
  query: string,
): Promise<EvidenceAnswer> {
  const response = await fetch(`${gateway.apiUrl}${path}/evidence?${query}`, {
    headers: person?.headers ?? {},
  });
  const contentType = response.headers.get("content-type");
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isZip = contentType === "application/zip";
  return {
    status: response.status,
    contentType,
    contentDisposition: response.headers.get("content-disposition"),
    files: (isZip ? evidenceZipTexts(bytes) : {}) as Record<EvidenceFileName, string>,
    body: isZip || bytes.length === 0 ? undefined : JSON.parse(new TextDecoder().decode(bytes)),
  };
}

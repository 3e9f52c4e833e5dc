import type { FastifyRequest } from "fastify";
import {
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_TOO_LARGE,
} from "../../../core/organization/policy-file-limits.ts";
import { badRequest, HttpProblem } from "../../server/http-problem.ts";
import { containsNul, NUL_CHARACTERS } from "../nul-characters.ts";

export const UNREADABLE_UPLOAD =
  "The upload could not be read: send multipart/form-data with a name and a file.";

/** What a policy upload carried: its text fields and the bytes of its `file` part (none when absent or empty). */
export interface PolicyUploadParts {
  readonly fields: Record<string, string>;
  readonly file: { readonly bytes: Buffer; readonly fileName: string } | undefined;
}

/**
 * Reads a multipart policy upload. A body that is not multipart reads as empty, so validation names what is
 * missing; a malformed one is the client's fault (400), and a file over 10 MB is refused (413) as soon as its
 * 10 MB and first byte more have arrived.
 */
export async function readPolicyUpload(request: FastifyRequest): Promise<PolicyUploadParts> {
  const fields: Record<string, string> = {};
  let file: PolicyUploadParts["file"];
  if (!request.isMultipart()) return { fields, file };
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        if (containsNul(part.value)) throw badRequest(NUL_CHARACTERS);
      } else if (part.fieldname === "file") {
        const bytes = await boundedBytes(part.file);
        if (bytes.length > 0) file = { bytes, fileName: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof HttpProblem || isClientError(error)) throw error;
    throw badRequest(UNREADABLE_UPLOAD);
  }
  return { fields, file };
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

async function boundedBytes(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > POLICY_FILE_MAX_BYTES) throw new HttpProblem(413, POLICY_FILE_TOO_LARGE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

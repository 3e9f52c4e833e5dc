import { kindByName } from "../../../core/organization/policy-file-kind.ts";
import {
  POLICY_FILE_KINDS_IN_WORDS,
  POLICY_FILE_MAX_BYTES,
} from "../../../core/organization/policy-file-limits.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";

export const TOO_LARGE = "policyFileTooLarge";
export const UNSUPPORTED_KIND = "policyFileKind";

/**
 * What the gateway would refuse in a chosen document, told before any byte is sent: over the size limit (413), or
 * named as none of the kinds read (415). Its content is judged by the gateway only.
 */
export function policyFileProblems(file: Blob | null): FieldError[] {
  if (!file) return [];
  const problems: FieldError[] = [];
  if (file.size > POLICY_FILE_MAX_BYTES)
    problems.push({ property: "file", constraint: TOO_LARGE, message: "file is larger than 10 MB" });
  const fileName = "name" in file && typeof file.name === "string" ? file.name : null;
  if (fileName !== null && kindByName(fileName) === null)
    problems.push({
      property: "file",
      constraint: UNSUPPORTED_KIND,
      message: `file must be ${POLICY_FILE_KINDS_IN_WORDS}`,
    });
  return problems;
}

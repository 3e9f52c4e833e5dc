import {
  kindByMediaType,
  kindByName,
  policyFileKindOf,
} from "../../../core/organization/policy-file-kind.ts";
import {
  POLICY_FILE_KINDS,
  POLICY_FILE_UNSUPPORTED,
  type PolicyFileKind,
} from "../../../core/organization/policy-file-limits.ts";
import { fetchPolicyDocument, type PolicyFetchRules } from "../../policy-files/policy-url-fetch.ts";
import { badRequest, HttpProblem } from "../../server/http-problem.ts";
import type { PolicyUploadParts } from "./policy-upload.ts";

export interface PolicyDocument {
  readonly bytes: Uint8Array;
  readonly kind: PolicyFileKind;
}

/** An uploaded file as a document of a kind that is read, judged by its name and content both; else 415. */
export function uploadedPolicy(file: PolicyUploadParts["file"]): PolicyDocument {
  if (!file) throw new Error("validation lets no upload without a file through");
  const kind = policyFileKindOf(file.fileName, file.bytes);
  if (!kind) throw new HttpProblem(415, POLICY_FILE_UNSUPPORTED);
  return { bytes: file.bytes, kind };
}

/**
 * The document at a URL, fetched under the address policy, https only unless the operator allows http; any refusal is a 400 in words and nothing
 * is stored. Its kind is judged by the URL's name ending, or its Content-Type when the name has none, and its content.
 */
export async function fetchedPolicy(url: string, rules: PolicyFetchRules): Promise<PolicyDocument> {
  const fetched = await fetchPolicyDocument(url, rules);
  if (!fetched.ok) throw badRequest(fetched.reason);
  const byType = kindByMediaType(fetched.contentType);
  const name =
    kindByName(fetched.url.pathname) || !byType
      ? fetched.url.pathname
      : `x${POLICY_FILE_KINDS[byType].extensions[0]}`;
  const kind = policyFileKindOf(name, fetched.bytes);
  if (!kind) throw badRequest(POLICY_FILE_UNSUPPORTED);
  return { bytes: fetched.bytes, kind };
}

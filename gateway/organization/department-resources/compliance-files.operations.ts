import {
  POLICY_SEARCH_MAX_QUERY_CHARACTERS,
  POLICY_SEARCH_QUERY_MISSING,
} from "../../../core/organization/compliance-file-search.ts";
import { PolicyFileUploadDto, PolicyFromUrlDto } from "../../../core/organization/policy-file.dto.ts";
import {
  POLICY_FETCH_TIME_LIMIT_MS,
  POLICY_FILE_KINDS_IN_WORDS,
  POLICY_FILE_TOO_LARGE,
  POLICY_FILE_UNSUPPORTED,
} from "../../../core/organization/policy-file-limits.ts";
import { fromDto, pathIds } from "../../api-document/dto-schema.ts";
import { inWords, record, ref } from "../../api-document/schema-words.ts";
import {
  BLANK_ID,
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  DEPARTMENT_PATH,
  MALFORMED,
  OVERRIDDEN,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";
import { COMPLIANCE_FILE_EXAMPLE, POLICY_SEARCH_EXAMPLE } from "./compliance-files.components.ts";

const PENDING_FILE = { ...COMPLIANCE_FILE_EXAMPLE, status: "PENDING", chunks: 0, embeddings: 0 };

const A_FILE = { schema: ref("ComplianceFile"), example: PENDING_FILE };

export const COMPLIANCE_FILES_OPERATIONS = {
  upload: organizationOperation({
    id: "uploadPolicyDocument",
    summary: "Upload a policy document",
    description:
      `multipart/form-data with a name and one file: ${POLICY_FILE_KINDS_IN_WORDS} (judged by the file name's ` +
      "ending and the content), at most 10 MB. Answered PENDING: the document is read, chunked and embedded " +
      "with the organization's embedding model afterwards (the embedding requests are logged and costed to the " +
      "department), then INDEXED, or FAILED with the reason.",
    params: pathIds(DEPARTMENT_PATH),
    consumes: ["multipart/form-data"],
    body: fromDto(PolicyFileUploadDto, {
      omit: ["organizationId", "departmentId", "file"],
      properties: {
        name: { description: "Spaces are removed." },
        file: { type: "string", format: "binary", description: "The document." },
      },
      required: ["name", "file"],
    }),
    answer: { status: 201, description: "The document.", ...A_FILE },
    refusals: {
      400: MALFORMED("file should not be empty"),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
      413: ["The file is over 10 MB.", POLICY_FILE_TOO_LARGE],
      415: ["The file is not a PDF, DOCX, plain text or Markdown document.", POLICY_FILE_UNSUPPORTED],
    },
  }),

  addFromUrl: organizationOperation({
    id: "addPolicyDocumentFromUrl",
    summary: "Add a policy document from a URL",
    description:
      "The gateway fetches the document now: https only (unless the operator allows http), never a loopback, " +
      "private, link-local or cloud metadata address unless the operator allows it (GATEWAY_OUTBOUND_ALLOW), every " +
      `redirect checked the same way, at most 10 MB within ${POLICY_FETCH_TIME_LIMIT_MS / 1000} s, ` +
      `${POLICY_FILE_KINDS_IN_WORDS} only. A refusal stores nothing. Answered PENDING, read and embedded as an upload is.`,
    params: pathIds(DEPARTMENT_PATH),
    body: fromDto(PolicyFromUrlDto, { properties: { name: { description: "Spaces are removed." } } }),
    answer: { status: 201, description: "The document.", ...A_FILE },
    refusals: {
      400: [
        "A field is missing or malformed, or the document could not be fetched: an address the gateway does not " +
          "call, http, too large, too slow, not a readable kind.",
        "The host 127.0.0.1 is a loopback address, which the gateway does not call.",
      ],
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  search: organizationOperation({
    id: "searchPolicyDocuments",
    summary: "Search a department's policy documents",
    description:
      "Passages matching q: by meaning (cosine similarity to the query's embedding, made with the organization's " +
      "embedding model and costed to the department) when the department's documents are embedded, by words " +
      "otherwise. Members of the department, its admins, super admins and the owner.",
    params: pathIds(DEPARTMENT_PATH),
    query: record(
      { q: inWords(`What to look for, at most ${POLICY_SEARCH_MAX_QUERY_CHARACTERS} characters.`) },
      {
        optional: ["q"],
      },
    ),
    answer: {
      status: 200,
      description: "The passages, best first.",
      schema: ref("PolicySearch"),
      example: POLICY_SEARCH_EXAMPLE,
    },
    refusals: {
      400: MALFORMED(POLICY_SEARCH_QUERY_MISSING),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("MEMBER"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  remove: organizationOperation({
    id: "deletePolicyDocument",
    summary: "Delete a policy document",
    params: pathIds({ ...DEPARTMENT_PATH, fileId: "The document's id." }),
    answer: { status: 204, description: "Deleted." },
    refusals: {
      400: BLANK_ID,
      403: [`${DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN")[0]} ${OVERRIDDEN[0]}`, OVERRIDDEN[1]],
      404: UNKNOWN("organization", "department", "file"),
    },
  }),
};

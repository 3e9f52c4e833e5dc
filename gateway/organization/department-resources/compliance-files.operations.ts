import { PolicyFileUploadDto, PolicyFromUrlDto } from "../../../core/organization/policy-file.dto.ts";
import { fromDto, pathIds } from "../../api-document/dto-schema.ts";
import { ref } from "../../api-document/schema-words.ts";
import {
  BLANK_ID,
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  DEPARTMENT_PATH,
  MALFORMED,
  OVERRIDDEN,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";
import { COMPLIANCE_FILE_EXAMPLE } from "./compliance-files.components.ts";

const A_FILE = { schema: ref("ComplianceFile"), example: COMPLIANCE_FILE_EXAMPLE };

export const COMPLIANCE_FILES_OPERATIONS = {
  upload: organizationOperation({
    id: "uploadPolicyDocument",
    summary: "Upload a policy document",
    description: "multipart/form-data with a name and one file (at most 20 MB).",
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
      413: ["The file is over 20 MB.", "request file too large"],
    },
  }),

  addFromUrl: organizationOperation({
    id: "addPolicyDocumentFromUrl",
    summary: "Add a policy document from a URL",
    description: "Recorded now, read and embedded later: it has no chunks yet.",
    params: pathIds(DEPARTMENT_PATH),
    body: fromDto(PolicyFromUrlDto, { properties: { name: { description: "Spaces are removed." } } }),
    answer: { status: 201, description: "The document.", ...A_FILE },
    refusals: {
      400: MALFORMED("url must be a URL address"),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
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

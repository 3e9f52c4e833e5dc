import { BODIES_NOT_ALLOWED } from "../../core/compliance-evidence/evidence-access.ts";
import { EVIDENCE_FILES } from "../../core/compliance-evidence/evidence-file-names.ts";
import { PERIOD_PROBLEM } from "../../core/compliance-evidence/evidence-period.ts";
import { EvidenceQueryDto } from "../../core/compliance-evidence/evidence-query.dto.ts";
import { fromDto, pathIds } from "../api-document/dto-schema.ts";
import { oneOf, text } from "../api-document/schema-words.ts";
import {
  DEPARTMENT_PATH,
  MALFORMED,
  organizationOperation,
  UNKNOWN,
} from "../organization/organization-operation.ts";

export const COMPLIANCE_EVIDENCE_OPERATIONS = {
  download: organizationOperation({
    id: "downloadDepartmentEvidence",
    summary: "Download a department's compliance evidence for a month",
    description:
      "A zip: manifest.json (the SHA-256 and size of every other file), summary.html (printable, no script, " +
      "nothing fetched), the requests' metadata, settings history, PII redaction counts by kind, and budget and " +
      "residency decisions (refusals included), each as JSON and CSV, chain.json (the audit chain's verification " +
      "and head) and frameworks.json (the frameworks turned on, and what each piece supports). Evidence, not " +
      `certification. The department's admins, super admins and the owner; bodies=true (request and response ` +
      `bodies in ${EVIDENCE_FILES.requestsJson}) the owner and super admins only.`,
    params: pathIds(DEPARTMENT_PATH),
    query: fromDto(EvidenceQueryDto, {
      properties: {
        period: text("The month (UTC), YYYY-MM."),
        bodies: oneOf(["true", "false"], "true to include request and response bodies; false unless said."),
      },
    }),
    answer: {
      status: 200,
      description: "The zip, as an attachment named evidence-<department>-<YYYY-MM>.zip.",
      mediaType: "application/zip",
      schema: { type: "string", format: "binary" },
    },
    refusals: {
      400: MALFORMED(PERIOD_PROBLEM),
      403: [
        "You do not belong to the department, your role there is below ADMIN, or you asked for bodies below SUPER_ADMIN.",
        BODIES_NOT_ALLOWED,
      ],
      404: UNKNOWN("organization", "department"),
    },
  }),
};

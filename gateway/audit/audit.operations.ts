import { AUDIT_EXPORT_FIELDS } from "../../core/audit/audit-export.ts";
import {
  AuditLogExportDto,
  AuditLogQueryDto,
  MAX_AUDIT_PAGE_SIZE,
} from "../../core/audit/audit-log-query.dto.ts";
import { CSV_NEWLINE } from "../../core/text/csv-rules.ts";
import { fromDto, pathIds } from "../api-document/dto-schema.ts";
import { integer, listOf, oneOf, record, ref, text } from "../api-document/schema-words.ts";
import {
  MALFORMED,
  ORGANIZATION_PATH,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization/organization-operation.ts";
import { AUDIT_ENTRY_EXAMPLE, AUDIT_HEAD, AUDIT_HEAD_EXAMPLE, AUDIT_PAGE } from "./audit.components.ts";

const FILTERS = {
  actor: text("The actor's user id or email, exactly."),
  from: text("The first day included, YYYY-MM-DD (UTC)."),
  to: text("The last day included, YYYY-MM-DD (UTC)."),
};

const REFUSALS = {
  403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
  404: UNKNOWN("organization"),
};

export const AUDIT_OPERATIONS = {
  list: organizationOperation({
    id: "listAuditEntries",
    summary: "The organization's audit log",
    description:
      "Every recorded change (who, with which role, when, what, before and after, from which address), newest " +
      "first, filtered by actor, kind and day, a page at a time; with the chain's head. Owner and super admins.",
    params: pathIds(ORGANIZATION_PATH),
    query: fromDto(AuditLogQueryDto, {
      properties: {
        ...FILTERS,
        page: integer("From 1; 1 when left out."),
        limit: integer(`At most ${MAX_AUDIT_PAGE_SIZE}; 25 when left out.`),
      },
      required: [],
    }),
    answer: {
      status: 200,
      description: "The page, how many entries pass the filters, and the head.",
      schema: AUDIT_PAGE,
      example: {
        items: [AUDIT_ENTRY_EXAMPLE],
        meta: { total: 1, page: 1, limit: 25 },
        head: AUDIT_HEAD_EXAMPLE,
      },
    },
    refusals: { ...REFUSALS, 400: MALFORMED("from must be a calendar day written YYYY-MM-DD") },
  }),

  verify: organizationOperation({
    id: "verifyAuditChain",
    summary: "Verify the organization's audit chain",
    description:
      "Reads every entry in order and checks its hash, its seal to the entry before and the stored head: " +
      "intact since the first entry, or the first broken entry and why. Owner and super admins.",
    params: pathIds(ORGANIZATION_PATH),
    answer: {
      status: 200,
      description: "Intact, or the first broken entry; with the head it was checked against.",
      schema: ref("AuditVerification"),
      example: {
        intact: true,
        count: 42,
        headHash: AUDIT_HEAD_EXAMPLE.hash,
        since: "2026-11-02T08:00:00.000Z",
        head: AUDIT_HEAD_EXAMPLE,
      },
    },
    refusals: REFUSALS,
  }),

  export: organizationOperation({
    id: "exportAuditEntries",
    summary: "Download the organization's audit log",
    description:
      "The entries passing the filters, oldest first, as CSV (a header row, one row per entry, then after an " +
      "empty line the head) or JSON ({ organizationId, head, entries }). Before and after are the canonical JSON " +
      "that was hashed. A cell that starts like a formula is written after an apostrophe. Owner and super admins.",
    params: pathIds(ORGANIZATION_PATH),
    query: fromDto(AuditLogExportDto, { properties: { ...FILTERS, format: oneOf(["csv", "json"]) } }),
    answer: {
      status: 200,
      description: "The file, as an attachment named audit-log-YYYY-MM-DD.csv or .json.",
      mediaType: "text/csv",
      schema: text(),
      example: AUDIT_EXPORT_FIELDS.join(",") + CSV_NEWLINE,
      alternatives: {
        "application/json": {
          schema: record({
            organizationId: text(),
            head: AUDIT_HEAD,
            entries: listOf(ref("AuditEntry"), "Oldest first."),
          }),
          example: { organizationId: "org-1", head: AUDIT_HEAD_EXAMPLE, entries: [AUDIT_ENTRY_EXAMPLE] },
        },
      },
    },
    refusals: { ...REFUSALS, 400: MALFORMED("format must be csv or json") },
  }),
};
